// The environment config of spec 2 §3 (background colour, font colours, service phone, app scheme URL, app id and
// name) as one server-side setting: the back office edits it, and the site and the H5 read it on every page, so
// a change shows without a rebuild or a restart. Plain names: the console is staff-only.
import { z } from 'zod';

const colour = (name: string) =>
  z.string().regex(/^#[0-9a-fA-F]{6}$/, `${name}: use # and six hex digits, like #3D5AFF.`);

export const AppSettingsSchema = z.object({
  backgroundColor: colour('Background colour'),
  fontColor: colour('Text colour'),
  servicePhone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{7,20}$/, 'Service phone: digits, spaces and dashes, 7 to 20 characters.'),
  appSchemeUrl: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9+.-]*:\/\/[\w./?=&%-]*$/i, 'App scheme URL: like pautang://open.')
    .refine(
      (u) => !/^(javascript|data|vbscript|file):/i.test(u),
      'App scheme URL: this scheme is not allowed.',
    ),
  appStoreId: z
    .string()
    .trim()
    .regex(/^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/, 'App id: the Play Store package name, like ph.pautang.app.'),
  appName: z.string().trim().min(1, 'App name cannot be empty.').max(40, 'App name: at most 40 characters.'),
});
export type AppSettings = z.infer<typeof AppSettingsSchema>;

/** As the back office shows it: the values, and who saved them last (empty: the server's defaults). */
export const AppSettingsEntrySchema = z.object({
  settings: AppSettingsSchema,
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type AppSettingsEntry = z.infer<typeof AppSettingsEntrySchema>;
