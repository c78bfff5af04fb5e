export type CameraStatus = 'starting' | 'scanning' | 'denied' | 'noCamera' | 'busy' | 'unsupported' | 'failed';

/** docs/product.md §9: the scanner reads a frame every 2000 ms. */
export const SCAN_DELAY_MS = 2000;

export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** getUserMedia's DOMException names, as something to tell the person holding the device. */
export function cameraErrorStatus(error: unknown): CameraStatus {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}
