import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Catalogues live in locales/<language>/<namespace>.json, one namespace per feature, picked up
 * here without registration. English now; the other languages come with their own issue.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, module] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match?.[1] || !match[2]) continue;
  (resources[match[1]] ??= {})[match[2]] = module.default;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(resources['en'] ?? { common: {} }),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
