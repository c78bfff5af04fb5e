import { useTranslation } from 'react-i18next';
import { Box, Paper, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { FIT_CONTAINER } from '../../../lib/fit-columns.ts';
import { useLanguages } from '../api/get-languages.ts';
import { useLanguageStatus } from '../api/update-language-status.ts';

/**
 * The languages championship texts are written in: each switched on or off. A
 * language a championship is written in is refused by the server, whose message says where.
 */
export function LanguagesPage() {
  const { t } = useTranslation('reference');
  const notify = useNotify();
  const languages = useLanguages();
  const status = useLanguageStatus();
  return (
    <Box>
      <PageHeader title={t('languages.title')} />
      <Box component="p" sx={{ mt: 0, mb: 2, color: 'text.secondary' }}>
        {t('languages.intro')}
      </Box>
      <Paper variant="outlined" sx={{ maxWidth: 560 }}>
        <TableContainer sx={FIT_CONTAINER}>
          <Table size="small" aria-label={t('languages.title')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('columns.name')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('columns.code')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('columns.active')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(languages.data ?? []).map((language) => (
                <TableRow key={language.code} hover data-testid="language-row">
                  <TableCell sx={{ fontWeight: 600 }}>
                    <bdi>{language.name}</bdi>
                  </TableCell>
                  <TableCell>
                    <bdi dir="ltr">{language.code}</bdi>
                  </TableCell>
                  <TableCell sx={{ py: 0 }}>
                    <Switch
                      checked={language.status === 1}
                      onChange={(e) => {
                        const next = e.target.checked ? 1 : 0;
                        status.mutate(
                          { code: language.code, status: next },
                          {
                            onSuccess: () =>
                              notify.success(
                                t(next === 1 ? 'languages.activated' : 'languages.deactivated', {
                                  name: language.name,
                                }),
                              ),
                          },
                        );
                      }}
                      slotProps={{ input: { 'aria-label': t('languages.active', { name: language.name }) } }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Box>
  );
}
