import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Chip, CircularProgress } from '@mui/material';
import type { BarFormValues } from '@app/contract/bar-details';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { useFreshBar } from '../api/get-bar.ts';
import { useUpdateBar } from '../api/update-bar.ts';
import { useSendForReview } from '../api/send-for-review.ts';
import { BarForm } from '../components/bar-form.tsx';
import { BarStatusBanner } from '../components/bar-status-banner.tsx';
import { SendForReviewDialog } from '../components/send-for-review-dialog.tsx';
import { WebsiteWidget } from '../components/website-widget.tsx';
import { BarPictures } from '../components/bar-pictures.tsx';

const STATUS_COLORS = { accepted: 'success', pending: 'warning', rejected: 'error' } as const;

/** /edit-bar: the owner's own bar (the id comes from the login record, the server checks it). */
export function EditBarPage() {
  const { t } = useTranslation('bar');
  const { user } = useSession();
  const barId = user?.barId ?? null;
  if (!barId) {
    return (
      <>
        <PageHeader title={t('title')} />
        <Alert severity="info" role="status">
          {t('noBar')}
        </Alert>
      </>
    );
  }
  return <EditBar barId={barId} />;
}

function EditBar({ barId }: { barId: string }) {
  const { t } = useTranslation('bar');
  const notify = useNotify();
  const bar = useFreshBar(barId);
  const update = useUpdateBar();
  const review = useSendForReview();
  const [offerReview, setOfferReview] = useState(false);

  const save = (values: BarFormValues) =>
    update.mutateAsync(
      { barId, ...values },
      {
        onSuccess: (saved) => {
          notify.success(t('saved'));
          // A rejected bar's owner has fixed it; offer to send it back at once.
          if (saved.status === 'rejected') setOfferReview(true);
        },
      },
    );

  const send = () =>
    review.mutate(undefined, {
      onSuccess: () => {
        setOfferReview(false);
        notify.success(t('sentForReview'));
      },
    });

  // The form (some twenty fields, the hours and the screens) is rendered as a deferred update: React
  // yields to the browser while it builds them, instead of one long task when the bar arrives on a
  // slow phone (TBT). The banner above them comes with them, so nothing moves; the header's
  // status chip follows the bar at once.
  const formBar = useDeferredValue(bar.data);

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          bar.data ? (
            <Chip label={t(`status.${bar.data.status}`)} color={STATUS_COLORS[bar.data.status]} variant="outlined" />
          ) : null
        }
      />
      {formBar ? <BarStatusBanner bar={formBar} sending={review.isPending} onSendForReview={send} /> : null}
      <SendForReviewDialog
        open={offerReview}
        sending={review.isPending}
        onClose={() => setOfferReview(false)}
        onSend={send}
      />
      {bar.isPending || (bar.data && !formBar) ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('common:loading')} />
        </Box>
      ) : formBar ? (
        <>
          <BarForm bar={formBar} saving={update.isPending} onSave={save} />
          <BarPictures barId={barId} pictures={{ logo: bar.data?.logo ?? null, photos: bar.data?.photos ?? [] }} />
          {formBar.status === 'accepted' ? <WebsiteWidget publicUrl={formBar.publicUrl} /> : null}
        </>
      ) : (
        <Alert severity="error">{bar.refusal}</Alert>
      )}
    </>
  );
}
