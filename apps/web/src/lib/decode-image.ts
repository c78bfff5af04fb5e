/**
 * Whether the browser can decode `file` as a picture: a text file named logo.png has the type
 * image/png but is no image, and would only show a broken preview (the server refuses it too).
 * SVG goes through an <img> (createImageBitmap does not take vector images everywhere).
 */
export async function isDecodableImage(file: Blob): Promise<boolean> {
  if (file.type === 'image/svg+xml') {
    const url = URL.createObjectURL(file);
    try {
      const image = new Image();
      image.src = url;
      await image.decode();
      return true;
    } catch {
      return false;
    } finally {
      URL.revokeObjectURL(url);
    }
  }
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}
