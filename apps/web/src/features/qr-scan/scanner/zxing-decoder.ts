import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
// The wasm file ships with the console (no CDN: zxing-wasm's default would fetch it from jsDelivr).
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { drawScaled, type QrDecoder } from './decode-qr.ts';

export async function createZxingDecoder(): Promise<QrDecoder> {
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  return async (source, width, height, invert) => {
    if (!width || !height) return null;
    const context = drawScaled(source, width, height, canvas);
    if (!context) return null;
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const [found] = await readBarcodes(image, { formats: ['QRCode'], tryInvert: invert, maxNumberOfSymbols: 1 });
    return found?.isValid && found.text ? found.text : null;
  };
}
