import { errorHeading } from './heading.ts';

// Search engines and link previews show a description; an error page's is its heading.
export default errorHeading;
