import { bodyEtag } from '../../lib/public-cache.ts';

/**
 * The match pages' one script, served as a file from this origin (the CSP allows no unknown inline
 * script): a progressive enhancement only (decision 054). It fills the forms' hidden `tz` with the
 * reader's time zone and, on /watch/{id}, shows the "Bars near me" button, which asks the browser
 * for the position and reloads with `?near=lat,lng`. Without it the pages work as they are.
 */
export const NEAR_ME_SCRIPT = `(function () {
  var tz = '';
  try { tz = Intl.DateTimeFormat().resolvedOptions().timeZone || ''; } catch (error) { tz = ''; }
  document.querySelectorAll('input[name="tz"]').forEach(function (input) { if (!input.value) input.value = tz; });
  var button = document.getElementById('near-me');
  var status = document.getElementById('near-status');
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
