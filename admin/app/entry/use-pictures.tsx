/**
 * The entry's picture picker and the pictures it adds: under `npm run dev` a picture is written at once (the preview
 * shows it); on GitHub it waits in the form and goes with the entry's next save, in the same commit.
 */
import { useState } from 'react';
import type { Backend, Upload } from '../../backend/types.ts';
import { currentSnapshot, remember } from '../../state/content.ts';
import { PicturePicker } from '../PicturePicker.tsx';

/** A picture waiting for the entry's save, with the address pages will show it at. */
export type PendingUpload = Upload & { address: string };

export function usePictures(backend: Backend) {
  const [picker, setPicker] = useState<{ current: string; resolve: (address: string | undefined) => void }>();
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const choosePicture = (current: string) =>
    new Promise<string | undefined>((resolve) => setPicker({ current, resolve }));
  const upload = async (picture: Upload) => {
    if (backend.upload) {
      const address = await backend.upload(picture);
      remember({}, [address]);
      return address;
    }
    const address = `/${picture.path.replace(/^public\//, '')}`;
    setUploads((current) => [...current, { ...picture, address }]);
    return address;
  };
  const pickerElement = picker && (
    <PicturePicker
      current={picker.current}
      pictures={[...currentSnapshot().publicFiles, ...uploads.map((pending) => pending.address)]}
      upload={upload}
      close={(address) => {
        picker.resolve(address);
        setPicker(undefined);
      }}
    />
  );
  return { uploads, clearUploads: () => setUploads([]), choosePicture, pickerElement };
}
