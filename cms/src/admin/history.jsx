// "Earlier versions", beside each entry the website shows (./app.jsx adds it to the edit view's side): every version
// published, newest first, with when, by whom and what changed; any but the live one can be brought back as the draft,
// to check in the preview and publish; an entry taken down says when and by whom, and publishing it again asks to
// confirm (`confirmingRepublish`, which wraps Publish). From ../history.js.
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

/** How often the versions are asked again while the newest is published but not on the live site yet, in ms. */
const ASK_AGAIN_MS = 10_000;

/** Whether the newest version is published but the live site does not show it yet (its build is under way). */
const reachingTheSite = (history) =>
  Boolean(history?.versions?.[0]?.live && history.versions[0].onSite === false);

/**
 * An entry's history as ../history.js gives it ({ versions, takenDown }), null while asked, false if unanswered;
 * asked again every 10 s while the newest version is on its way to the live site, so that it turns "Live now".
 */
function useHistory(model, documentId, updatedAt) {
  const { get } = useFetchClient();
  const [history, setHistory] = useState(null);
  useEffect(() => {
    if (!model?.startsWith('api::') || !documentId) return undefined;
    let current = true;
    let again;
    const ask = () =>
      get(`/site-history/${model}/${documentId}`).then(
        ({ data }) => {
          if (!current) return;
          setHistory(data);
          if (reachingTheSite(data)) again = setTimeout(ask, ASK_AGAIN_MS);
        },
        () => current && setHistory(false),
      );
    ask();
    return () => {
      current = false;
      clearTimeout(again);
    };
    // Again after each save or publish, which changes the entry's updatedAt.
  }, [get, model, documentId, updatedAt]);
  return history;
}

/**
 * What a published version is: "Live now" once the live site shows it; "Published" for an older one; the newest one
 * not live yet while its build runs, or where nothing tells the CMS what the live site shows.
 */
function versionWords(version) {
  if (!version.live) return 'Published';
  if (version.onSite === false) return 'Published, not on the website yet';
  if (version.onSite === null) return 'Published, the newest';
  return 'Live now';
}

/** "Taken down at 15:04 on 27 November 2026 by Mary Ashby". */
const takenDownWords = ({ at, by }) => `Taken down at ${inFull(at)}${by ? ` by ${by}` : ''}`;

function Versions({ model, documentId, updatedAt }) {
  const { post } = useFetchClient();
  const history = useHistory(model, documentId, updatedAt);
  const versions = history ? history.versions : history;
  const [all, setAll] = useState(false);
  const [restoring, setRestoring] = useState(null);
  const path = `/site-history/${model}/${documentId}`;

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
  if (versions.length === 0 && !history.takenDown)
    return <p style={text}>None yet: each time this is published, the version is kept here.</p>;
  const shown = all ? versions : versions.slice(0, SHOWN);
  return (
    <div style={{ display: 'grid', gap: '1.2rem', width: '100%' }}>
      {history.takenDown ? (
        <p style={text}>
          <strong>{takenDownWords(history.takenDown)}</strong>: the website no longer shows it. It stays down
          until someone publishes it again.
        </p>
      ) : null}
      <ol style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '1.2rem' }}>
        {shown.map((version) => (
          <li key={version.id} style={{ display: 'grid', gap: '0.2rem' }}>
            <p style={text}>
              <strong>{versionWords(version)}</strong>: {inFull(version.at)}
              {version.by ? ` by ${version.by}` : ''}
            </p>
            {version.first || version.changed.length === 0 ? (
              <p style={text}>{version.first ? 'The first version kept.' : 'Published again.'}</p>
            ) : (
              <p style={text}>What changed:</p>
            )}
            {!version.first && version.changed.length > 0 ? (
              <ul style={{ ...text, margin: 0, paddingLeft: '1.8rem' }}>
                {version.changed.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
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
 * The edit view's side panel: for an entry of the website's (its types are the api:: ones), a list's or a single
 * one's, that exists (not a new one, nor a copy being made).
 */
export function HistoryPanel({ model, documentId: inPath, document, meta }) {
  // A single type's address names no document: its id is the document's own.
  const documentId = inPath ?? document?.documentId;
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

/**
 * Strapi's Publish, wrapped: an entry taken down (a photo a family asked to remove) is published again only once the
 * editor confirms, told who took it down and when.
 */
export function confirmingRepublish(publish) {
  const Confirming = (props) => {
    const action = publish(props);
    const history = useHistory(
      props.model,
      props.documentId ?? props.document?.documentId,
      props.document?.updatedAt,
    );
    const takenDown = history ? history.takenDown : null;
    if (!action || !takenDown) return action;
    return {
      ...action,
      onClick: async (event) => {
        const question =
          `${takenDownWords(takenDown)}.\n\nPublishing puts it back on the website. ` +
          'If it was taken down at someone’s request (a resident, a family), check with them first.\n\n' +
          'Publish it again?';
        // Cancelled: nothing happens, and no dialog of Strapi's opens.
        if (!window.confirm(question)) return true;
        return action.onClick?.(event);
      },
    };
  };
  return Object.assign(Confirming, { type: publish.type, position: publish.position });
}
