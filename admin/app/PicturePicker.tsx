/**
 * The picture picker: every picture under public/ by folder, filterable by name, and an upload into a folder of the
 * editor's choice (its name made one the site accepts). A modal dialog: Escape or Cancel closes it without a choice.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Upload } from '../backend/types.ts';

const PICTURE = /\.(svg|webp|avif|png|jpe?g|gif)$/i;

const folderOf = (address: string) => address.slice(0, address.lastIndexOf('/') + 1);
const fileName = (address: string) => address.slice(address.lastIndexOf('/') + 1);

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

export function PicturePicker({
  current,
  pictures,
  upload,
  close,
}: {
  current: string;
  pictures: readonly string[];
  upload: (upload: Upload) => Promise<string>;
  close: (address: string | undefined) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [filter, setFilter] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => dialog.current?.showModal(), []);
  const images = useMemo(() => [...new Set(pictures)].filter((address) => PICTURE.test(address)).sort(), [pictures]);
  const folders = useMemo(() => [...new Set(images.map(folderOf))], [images]);
  const [folder, setFolder] = useState(() => (current ? folderOf(current) : (folders[0] ?? '/images/')));
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = images.filter((address) => words.every((word) => address.toLowerCase().includes(word)));

  async function uploadFile(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const address = await upload({ path: `public${folder}${file.name}`, base64: await base64Of(file) });
      close(address);
    } catch (error) {
      setProblem(`The picture was not uploaded: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      className="ed-dialog ed-pictures"
      aria-labelledby="ed-pictures-title"
      onClose={() => close(undefined)}
    >
      <div className="ed-dialog-head">
        <h2 id="ed-pictures-title">Choose a picture</h2>
        <button type="button" className="ed-button" onClick={() => close(undefined)}>
          Cancel
        </button>
      </div>
      <div className="ed-row ed-wrap">
        <label className="ed-inline">
          Find by name
          <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </label>
        <label className="ed-inline">
          Upload into
          <select value={folder} onChange={(event) => setFolder(event.target.value)}>
            {folders.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="ed-button ed-upload">
          {busy ? 'Uploading…' : 'Upload a picture'}
          <input
            type="file"
            accept=".svg,.webp,.avif,.png,.jpg,.jpeg"
            disabled={busy}
            onChange={(event) => void uploadFile(event.target.files?.[0])}
          />
        </label>
      </div>
      {problem && (
        <p className="ed-mistake" role="alert">
          {problem}
        </p>
      )}
      <p className="ed-hint" role="status">
        {shown.length} of {images.length} pictures
      </p>
      {folders.map((name) => {
        const inFolder = shown.filter((address) => folderOf(address) === name);
        if (inFolder.length === 0) return null;
        return (
          <section key={name} aria-label={`Folder ${name}`}>
            <h3 className="ed-folder">{name}</h3>
            <ul className="ed-picture-grid">
              {inFolder.map((address) => (
                <li key={address}>
                  <button
                    type="button"
                    className="ed-picture"
                    aria-current={address === current || undefined}
                    onClick={() => close(address)}
                  >
                    <img src={address} alt="" loading="lazy" />
                    <span>{fileName(address)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </dialog>
  );
}
