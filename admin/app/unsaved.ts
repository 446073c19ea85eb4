/**
 * Whether the open entry has changes not saved yet: leaving the editor (closing the tab, reloading) or the entry (a
 * link inside the editor) then asks first, so nothing typed is lost by a slip.
 */
let unsaved = false;

export const setUnsaved = (value: boolean) => void (unsaved = value);

export const hasUnsaved = () => unsaved;

export const LEAVE_QUESTION = 'This entry has changes that are not saved. Leave it and lose them?';

addEventListener('beforeunload', (event) => {
  if (unsaved) event.preventDefault();
});
