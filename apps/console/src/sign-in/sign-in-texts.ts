import { apiPaths } from 'virtual:console-paths';

/** A text compiled on the server (api-client CompiledText): plain parts, and `[name]` placeholders. */
type CompiledText = string | ReadonlyArray<string | readonly unknown[]>;

/**
 * The sign-in page's texts in the browser's language (spec: the sign-in page follows it): the server
 * answers the nearest offered language, English filling gaps. The page is drawn in English first and
 * relabelled when the answer comes, so a slow or missing answer never holds the form back. Its texts
 * have no placeholders, so no message runtime is loaded here (the sign-in bundle budget).
 */
export async function signInTexts(
  tag: string = navigator.language,
): Promise<{ language: string; text: (key: string) => string | null } | null> {
  try {
    const response = await fetch(apiPaths.messages.replace(':code', encodeURIComponent(tag)), {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    const env = (await response.json()) as { Data?: { Language: string; Messages: Record<string, CompiledText> } };
    if (!env.Data) return null;
    const messages = env.Data.Messages;
    return {
      language: env.Data.Language,
      text: (key) => {
        const m = messages[key];
        if (typeof m === 'string') return m;
        return Array.isArray(m) && m.every((p) => typeof p === 'string') ? m.join('') : null;
      },
    };
  } catch {
    return null;
  }
}
