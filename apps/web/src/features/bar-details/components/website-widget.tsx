import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { usePreferences } from '../../../components/settings/preferences-provider.tsx';
import { LANGUAGES, type Language } from '../../../lib/preferences-store.ts';

type Look = 'light' | 'dark';

/** A text as an HTML attribute's value: the snippet is pasted into another site's page. */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The iframe the owner pastes into the bar's own website, showing `/b/{slug}/widget`. */
export function widgetSnippet(publicUrl: string, lang: Language, look: Look, title: string): string {
  const src = `${publicUrl}/widget?${new URLSearchParams({ lang, theme: look }).toString()}`;
  return `<iframe src="${attribute(src)}" title="${attribute(title)}" width="100%" height="420" style="border:0" loading="lazy"></iframe>`;
}

/**
 * "Your matches on your website": the code of the bar's widget (the coming week's matches, kept up to
 * date by the service), in the language and the look the owner picks, to copy into the bar's site.
 * Shown for an accepted bar only: the widget of any other answers 404.
 */
export function WebsiteWidget({ publicUrl }: { publicUrl: string }) {
  const { t } = useTranslation('bar');
  const { chosenLanguage } = usePreferences();
  const [lang, setLang] = useState<Language>(chosenLanguage);
  const [look, setLook] = useState<Look>('light');
  const [copied, setCopied] = useState(false);
  const snippet = widgetSnippet(publicUrl, lang, look, t('widget.frameTitle'));
  const copy = () =>
    void navigator.clipboard.writeText(snippet).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  const nameOf = (l: Language) => new Intl.DisplayNames([l], { type: 'language' }).of(l) ?? l;
  return (
    <Paper component="section" aria-labelledby="bar-widget-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="bar-widget-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('widget.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('widget.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
        <TextField
          select
          label={t('widget.language')}
          value={lang}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            setLang(e.target.value as Language);
            setCopied(false);
          }}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 180 }}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {nameOf(l)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t('widget.look')}
          value={look}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            setLook(e.target.value as Look);
            setCopied(false);
          }}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 180 }}
        >
          <option value="light">{t('widget.light')}</option>
          <option value="dark">{t('widget.dark')}</option>
        </TextField>
      </Stack>
      <TextField
        label={t('widget.code')}
        value={snippet}
        multiline
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true, dir: 'ltr', spellCheck: false },
          input: { sx: { fontFamily: 'monospace', fontSize: 13 } },
        }}
        onFocus={(e) => e.target.select()}
      />
      <Stack direction="row" sx={{ gap: 2, mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={copy}>
          {t('widget.copy')}
        </Button>
        <Link
          href={`${publicUrl}/widget?${new URLSearchParams({ lang, theme: look }).toString()}`}
          target="_blank"
          rel="noopener"
        >
          {t('widget.preview')}
        </Link>
        <Typography role="status" variant="body2" color="success.main">
          {copied ? t('widget.copied') : ''}
        </Typography>
      </Stack>
    </Paper>
  );
}
