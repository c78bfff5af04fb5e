/** The only place the scanner's query keys are written. */
export const qrScanKeys = {
  all: ['qr-scan'] as const,
  verifyKey: () => [...qrScanKeys.all, 'verify-key'] as const,
};
