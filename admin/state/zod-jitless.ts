/** The editor's page allows no script made from text (netlify.toml's CSP): zod checks without compiling its checks. */
import * as z from 'zod';

z.config({ jitless: true });
