import { INTL_LOCALES, TIME_STYLES } from '@app/public-pages/time-styles';
import { bodyEtag } from '../../lib/public-cache.ts';

/**
 * The fans' pages' one script, served as a file from this origin (the CSP allows no unknown inline
 * script): a progressive enhancement only. Where the browser's zone is not the one the
 * page was written in, it writes each `<time data-t>` again in the browser's zone with the server's
 * Intl options (fan-time.ts), the zone's note and /watch's day groups, and remembers the zone in the
 * reader cookie, so the next first load is written in it. It fills the forms' hidden `tz` and, on
 * /watch/{id}, shows "Bars near me", which asks for the position and reloads with `?near=lat,lng`; it
 * shows Share where the browser can share the page's address (its share sheet) or copy it.
 * The times sit in boxes of reserved width with tabular figures: the rewrite moves nothing.
 */
export const NEAR_ME_SCRIPT = `(function () {
  var S = ${JSON.stringify(TIME_STYLES)}, L = ${JSON.stringify(INTL_LOCALES)};
  var d = document, lang = L[d.documentElement.lang] || d.documentElement.lang, tz = '';
  try { tz = Intl.DateTimeFormat().resolvedOptions().timeZone || ''; } catch (error) { tz = ''; }
  var all = function (q) { return Array.prototype.slice.call(d.querySelectorAll(q)); };
  var fmt = function (o, l) { return new Intl.DateTimeFormat(l || lang, Object.assign({ timeZone: tz }, o)); };
  all('input[name="tz"]').forEach(function (input) { if (!input.value) input.value = tz; });
  var note = d.querySelector('[data-zone]');
  if (tz && note && note.getAttribute('data-zone') !== tz) {
    var found = /(?:^|; )reader=([^;]*)/.exec(d.cookie), reader = new URLSearchParams(found ? decodeURIComponent(found[1]) : '');
    reader.set('tz', tz);
    d.cookie = 'reader=' + encodeURIComponent(reader.toString()) + '; path=/; max-age=31536000; samesite=strict';
    all('time[data-t]').forEach(function (el) { el.textContent = fmt(S[el.getAttribute('data-t')]).format(new Date(el.dateTime)); });
    var name = fmt({ timeZoneName: 'long' }).formatToParts(Date.now()).filter(function (p) { return p.type === 'timeZoneName'; })[0];
    note.textContent = note.getAttribute('data-label').replace('{zone}', name ? name.value : tz);
    var days = d.getElementById('days'), ymd = fmt({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');
    if (days) {
      var today = Date.parse(ymd.format(new Date())), rows = all('#days li[data-at]'), group = null, key = '';
      days.textContent = '';
      rows.forEach(function (row) {
        var at = new Date(row.getAttribute('data-at')), day = ymd.format(at);
        if (day !== key) {
          var apart = Math.round((Date.parse(day) - today) / 864e5), head = d.createElement('h3');
          var word = apart === 0 || apart === 1 ? new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(apart, 'day') : '';
          head.textContent = word ? word.charAt(0).toLocaleUpperCase(lang) + word.slice(1) : fmt(S.day).format(at);
          group = d.createElement('ol');
          days.append(head, group);
          key = day;
        }
        group.append(row);
      });
    }
  }
  var share = d.getElementById('share');
  if (share && (navigator.share || (navigator.clipboard && navigator.clipboard.writeText))) {
    share.parentElement.hidden = false;
    share.addEventListener('click', function () {
      var link = d.querySelector('link[rel="canonical"]'), url = link ? link.href : window.location.href;
      if (navigator.share) { navigator.share({ title: d.title, url: url }).catch(function () {}); return; }
      navigator.clipboard.writeText(url).then(function () { d.getElementById('share-status').textContent = share.getAttribute('data-copied'); });
    });
  }
  var button = d.getElementById('near-me');
  var status = d.getElementById('near-status');
  if (!button || !status || !navigator.geolocation) return;
  button.parentElement.classList.remove('near');
  button.addEventListener('click', function () {
    status.textContent = button.getAttribute('data-locating');
    navigator.geolocation.getCurrentPosition(function (position) {
      var url = new URL(window.location.href);
      url.searchParams.set('near', position.coords.latitude.toFixed(4) + ',' + position.coords.longitude.toFixed(4));
      if (tz && !url.searchParams.get('tz')) url.searchParams.set('tz', tz);
      url.searchParams.delete('page');
      window.location.assign(url.toString());
    }, function () {
      status.textContent = button.getAttribute('data-denied');
    }, { timeout: 15000, maximumAge: 600000 });
  });
})();
`;

export const NEAR_ME_SCRIPT_ETAG = bodyEtag(NEAR_ME_SCRIPT);
