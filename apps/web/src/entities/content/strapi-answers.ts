import type { FooterContent, PageMetadata } from '@mvno/contracts/entities';

/**
 * A stock Strapi's answers (decision 083) as the app reads them. Strapi 4 wraps each entry's
 * fields in `attributes` and a media field in `{ data: { attributes } }`; Strapi 5 answers them
 * flat (`{ id, documentId, ...fields }`, a media field as the file itself). Both become the
 * built-in content service's shape. A media file's `url` is relative to the host unless its upload
 * provider answers an absolute one.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An entry's own fields, from either version's shape. */
function fieldsOf(entry: unknown): Json | undefined {
  if (!isObject(entry)) return undefined;
  if (isObject(entry.attributes)) return { id: entry.id, ...entry.attributes };
  return entry;
}

/** A single media field's address, absolute against the content host. */
function mediaUrl(media: unknown, host: string): string | undefined {
  const file = isObject(media) && 'data' in media ? fieldsOf(media.data) : fieldsOf(media);
  const url = file?.url;
  if (typeof url !== 'string' || url === '') return undefined;
  try {
    return new URL(url, `${host.replace(/\/+$/, '')}/`).href;
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The footer single type: its socials (a social without a logo is left out) and links. */
export function footerFromStrapi(answer: unknown, host: string): FooterContent | unknown {
  const entry = isObject(answer) ? fieldsOf(answer.data) : undefined;
  if (!entry) return answer;
  const socials = (Array.isArray(entry.socials) ? entry.socials : []).flatMap((raw: unknown, index) => {
    const social = fieldsOf(raw);
    const link = text(social?.link);
    const url = mediaUrl(social?.logo, host);
    if (!social || !link || !url) return [];
    const label = text(social.label) || undefined;
    const id = typeof social.id === 'number' ? social.id : index + 1;
    return [{ id, link, ...(label ? { label } : {}), logo: { data: { attributes: { url } } } }];
  });
  const links = (Array.isArray(entry.links) ? entry.links : []).flatMap((raw: unknown) => {
    const link = fieldsOf(raw);
    const label = text(link?.label);
    const href = text(link?.href);
    return label && href ? [{ label, href }] : [];
  });
  const locale = text(entry.locale);
  return {
    data: {
      id: typeof entry.id === 'number' ? entry.id : 1,
      attributes: {
        socials,
        // No links set (or an empty list): the built-in ones.
        ...(links.length > 0 ? { links } : {}),
        ...(locale ? { locale } : {}),
      },
    },
  };
}

/** The page metadata collection: each page's title and description. */
export function pageMetadataFromStrapi(answer: unknown): PageMetadata | unknown {
  if (!isObject(answer) || !Array.isArray(answer.data)) return answer;
  return {
    data: answer.data.flatMap((raw: unknown, index) => {
      const entry = fieldsOf(raw);
      const page = text(entry?.page);
      const metaTitle = text(entry?.metaTitle);
      if (!entry || !page || !metaTitle) return [];
      const locale = text(entry.locale);
      return [
        {
          id: typeof entry.id === 'number' ? entry.id : index + 1,
          attributes: {
            page,
            metaTitle,
            metaDescription: text(entry.metaDescription) ?? '',
            ...(locale ? { locale } : {}),
          },
        },
      ];
    }),
  };
}
