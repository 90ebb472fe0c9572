// "Earlier versions", beside each entry the website shows (./app.jsx adds it to the edit view's side): every version
// published, newest first, with when, by whom and what changed; any but the live one can be brought back as the draft,
// to check in the preview and publish. From ../history.js.
import { useCallback, useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { inFull } from './moments.js';

const text = { margin: 0, fontSize: '1.4rem', lineHeight: 1.5 };
const button = {
  marginTop: '0.4rem',
  minHeight: '4.4rem',
  padding: '0.8rem 1.2rem',
  fontSize: '1.4rem',
  fontWeight: 600,
  border: '1px solid currentColor',
  borderRadius: '0.4rem',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
};

/** How many versions are listed before "Show older versions". */
const SHOWN = 5;

function Versions({ model, documentId, updatedAt }) {
  const { get, post } = useFetchClient();
  const [versions, setVersions] = useState(null);
  const [all, setAll] = useState(false);
  const [restoring, setRestoring] = useState(null);
  const path = `/site-history/${model}/${documentId}`;

  useEffect(() => {
    let current = true;
    get(path).then(
      ({ data }) => current && setVersions(data.versions),
      () => current && setVersions(false),
    );
    return () => {
      current = false;
    };
    // Again after each save or publish, which changes the entry's updatedAt.
  }, [get, path, updatedAt]);

  const restore = useCallback(
    async (version) => {
      const question =
        `Bring back the version published at ${inFull(version.at)} as the draft?\n\n` +
        'It takes the place of what is in the form now (saved or not). The website does not change until you publish.';
      if (!window.confirm(question)) return;
      setRestoring(version.id);
      try {
        await post(`${path}/restore/${version.id}`, {});
        // The form shows the draft as it now is.
        window.location.reload();
      } catch (error) {
        setRestoring(null);
        window.alert(
          `That version could not be brought back: ${error?.response?.data?.error?.message ?? error.message}`,
        );
      }
    },
    [path, post],
  );

  if (versions === null) return <p style={text}>Looking for earlier versions…</p>;
  if (versions === false) return <p style={text}>The earlier versions could not be read just now.</p>;
  if (versions.length === 0)
    return <p style={text}>None yet: each time this is published, the version is kept here.</p>;
  const shown = all ? versions : versions.slice(0, SHOWN);
  return (
    <div style={{ display: 'grid', gap: '1.2rem', width: '100%' }}>
      <ol style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '1.2rem' }}>
        {shown.map((version) => (
          <li key={version.id} style={{ display: 'grid', gap: '0.2rem' }}>
            <p style={text}>
              <strong>{version.live ? 'Live now' : 'Published'}</strong>: {inFull(version.at)}
              {version.by ? ` by ${version.by}` : ''}
            </p>
            <p style={text}>
              {version.first
                ? 'The first version kept.'
                : version.changed.length > 0
                  ? `Changed: ${version.changed.join(', ')}.`
                  : 'Published again.'}
            </p>
            {version.live ? null : (
              <button
                type="button"
                style={button}
                disabled={restoring !== null}
                onClick={() => restore(version)}
              >
                {restoring === version.id ? 'Bringing it back…' : 'Bring back as the draft'}
              </button>
            )}
          </li>
        ))}
      </ol>
      {versions.length > SHOWN && !all ? (
        <button type="button" style={button} onClick={() => setAll(true)}>
          Show {versions.length - SHOWN} older versions
        </button>
      ) : null}
    </div>
  );
}

/**
 * The edit view's side panel: for an entry of the website's (its types are the api:: ones) that exists (not a new one,
 * nor a copy being made).
 */
export function HistoryPanel({ model, documentId, document, meta }) {
  if (!model?.startsWith('api::') || !documentId || !document) return null;
  // Read again after each save (the draft's updatedAt) and each publish (the published version's).
  const changed = [
    document.updatedAt,
    ...(meta?.availableStatus ?? []).map((other) => other.publishedAt ?? other.updatedAt),
  ].join(' ');
  return {
    title: 'Earlier versions',
    content: <Versions model={model} documentId={documentId} updatedAt={changed} />,
  };
}
HistoryPanel.type = 'earlier-versions';
