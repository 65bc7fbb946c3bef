import type { Area } from 'react-easy-crop';

/** Side of the square image sent to the server; it resizes again to its own avatar size. */
export const CROPPED_AVATAR_PX = 512;

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = source;
  });
}

/** Draws the chosen square of the picture onto a canvas and returns it as a PNG. */
export async function cropImage(source: string, area: Area): Promise<Blob> {
  const image = await loadImage(source);
  const canvas = document.createElement('canvas');
  canvas.width = CROPPED_AVATAR_PX;
  canvas.height = CROPPED_AVATAR_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The image could not be cropped.');
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    CROPPED_AVATAR_PX,
    CROPPED_AVATAR_PX,
  );
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be cropped.'))),
      'image/png',
    );
  });
}
