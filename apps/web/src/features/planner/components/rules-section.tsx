import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Link as RouterLink } from 'react-router';
import { useDeleteRule } from '../api/delete-rule.ts';
import { useRules } from '../api/get-rules.ts';
import { useUpdateRule } from '../api/update-rule.ts';
import { RuleDialog } from './rule-dialog.tsx';

/** The bar's rules: what they always show; the matches they find wait in the Suggested folder of /matches. */
export function RulesSection() {
  const { t } = useTranslation('planner');
  const rules = useRules();
  const update = useUpdateRule();
  const remove = useDeleteRule();
  const [adding, setAdding] = useState(false);
  return (
    <Paper component="section" aria-labelledby="rules-heading" variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="rules-heading" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('rules.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('rules.add')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('rules.intro')}{' '}
        <Link component={RouterLink} to="/matches?status=suggested">
          {t('rules.openSuggested')}
        </Link>
      </Typography>
      {rules.refusal ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {rules.refusal}
        </Alert>
      ) : null}
      {rules.data && rules.data.length === 0 ? <Typography sx={{ mt: 1.5 }}>{t('rules.empty')}</Typography> : null}
      {rules.data && rules.data.length > 0 ? (
        <List aria-label={t('rules.title')} dense>
          {rules.data.map((rule) => (
            <ListItem
              key={rule.id}
              divider
              secondaryAction={
                <Tooltip title={t('rules.delete', { name: rule.name })}>
                  <IconButton
                    edge="end"
                    aria-label={t('rules.delete', { name: rule.name })}
                    onClick={() => remove.mutate(rule.id)}
                    disabled={remove.isPending}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {rule.kind === 'team' ? <GroupsIcon fontSize="small" /> : <EmojiEventsIcon fontSize="small" />}
              </ListItemIcon>
              <ListItemText
                primary={t(`rules.always.${rule.kind}`, { name: rule.name })}
                secondary={
                  <FormControlLabel
                    sx={{ ml: 0 }}
                    label={t('rules.onlyInOpeningHours')}
                    slotProps={{ typography: { variant: 'body2', color: 'text.secondary' } }}
                    control={
                      <Switch
                        size="small"
                        checked={rule.onlyInOpeningHours}
                        slotProps={{ input: { 'aria-label': t('rules.onlyWhenOpenFor', { name: rule.name }) } }}
                        onChange={(e) => update.mutate({ id: rule.id, onlyInOpeningHours: e.target.checked })}
                      />
                    }
                  />
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      <RuleDialog open={adding} onClose={() => setAdding(false)} />
    </Paper>
  );
}
