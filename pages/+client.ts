// The only script a page loads up front: it hydrates the page's islands (see renderer/islands/client.ts).
import '../renderer/islands/client.ts';
