// The admin home page's widgets (./app.jsx), from GET /website-status (../website-status.js).
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFetchClient, Widget } from '@strapi/strapi/admin';
import { shortly } from './moments.js';

/**
 * The status, fetched once the widgets are shown: null while it comes, false when it cannot. The three widgets share
 * one request (each reads every type's drafts and published versions, which takes a while on a busy server); the next
 * showing of the page asks again.
 */
let asking = null;
function useWebsiteStatus() {
  const { get } = useFetchClient();
  const [status, setStatus] = useState(null);
  useEffect(() => {
    let current = true;
    if (!asking)
      asking = get('/website-status').finally(() => {
        // Let go once every widget has it: a later visit to the page reads it afresh.
        setTimeout(() => (asking = null), 0);
      });
    asking.then(
      ({ data }) => current && setStatus(data),
      () => current && setStatus(false),
    );
    return () => {
      current = false;
    };
  }, [get]);
  return status;
}

const text = { margin: 0, fontSize: '1.4rem', lineHeight: 1.5 };
const link = { fontWeight: 600, fontSize: '1.4rem', color: 'inherit', textDecoration: 'underline' };

function LiveLine({ live }) {
  if (!live)
    return (
      <p style={text}>
        This CMS does not build the live site: its host does, and its list of deploys says whether the last
        publish is live.
      </p>
    );
  return (
    <p style={text}>
      <strong>{live.said}</strong>
      {live.more}
    </p>
  );
}

/** Saved changes not yet published, which the live site does not show. */
function Waiting({ count }) {
  if (!count) return null;
  return (
    <p style={text}>
      <strong>{count === 1 ? '1 saved change is' : `${count} saved changes are`} not published yet</strong>:
      the live site does not show {count === 1 ? 'it' : 'them'} until published. What needs doing lists{' '}
      {count === 1 ? 'it' : 'them'}.
    </p>
  );
}

export function WebsiteStatus() {
  const status = useWebsiteStatus();
  if (status === null) return <Widget.Loading />;
  if (status === false) return <Widget.Error />;
  return (
    <div style={{ display: 'grid', gap: '1.2rem' }}>
      <LiveLine live={status.live} />
      <Waiting count={status.toDo.waiting} />
      {status.menuWeek ? (
        <p style={text}>
          This week is{' '}
          <Link to={status.menuWeek.path} style={link}>
            week {status.menuWeek.week} of the menu
          </Link>{' '}
          (of {status.menuWeek.of}).
        </p>
      ) : null}
      <p style={{ ...text, display: 'flex', flexWrap: 'wrap', gap: '0.8rem 2rem' }}>
        {status.liveUrl ? (
          <a href={status.liveUrl} target="_blank" rel="noreferrer" style={link}>
            Open the live site
          </a>
        ) : null}
        {status.previewUrl ? (
          <a href={status.previewUrl} target="_blank" rel="noreferrer" style={link}>
            Open the preview (drafts included)
          </a>
        ) : null}
      </p>
    </div>
  );
}

const cell = {
  padding: '0.6rem 0.8rem 0.6rem 0',
  textAlign: 'left',
  fontSize: '1.4rem',
  verticalAlign: 'top',
};

export function RecentChanges() {
  const status = useWebsiteStatus();
  if (status === null) return <Widget.Loading />;
  if (status === false) return <Widget.Error />;
  if (status.recent.length === 0) return <Widget.NoData>Nothing has been changed yet.</Widget.NoData>;
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={cell}>What</th>
          <th style={cell}>Kind</th>
          <th style={cell}>Status</th>
          <th style={cell}>Changed</th>
        </tr>
      </thead>
      <tbody>
        {status.recent.map((change) => (
          <tr key={change.path + change.updatedAt}>
            <td style={cell}>
              <Link to={change.path} style={link}>
                {change.name}
              </Link>
            </td>
            <td style={cell}>{change.type}</td>
            <td style={cell}>{change.status}</td>
            <td style={{ ...cell, whiteSpace: 'nowrap' }}>{shortly(change.updatedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What needs doing, each with why and a link to its entry; the soonest or longest overdue first. */
export function ToDo() {
  const status = useWebsiteStatus();
  if (status === null) return <Widget.Loading />;
  if (status === false) return <Widget.Error />;
  const { items, more } = status.toDo;
  if (items.length === 0)
    return <Widget.NoData>Nothing needs doing: everything is published and up to date.</Widget.NoData>;
  return (
    <div style={{ display: 'grid', gap: '0.8rem' }}>
      <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '0.8rem' }}>
        {items.map((item) => (
          <li key={item.path + item.why} style={text}>
            <Link to={item.path} style={link}>
              {item.what}
            </Link>
            : {item.why}.
          </li>
        ))}
      </ul>
      {more > 0 ? <p style={text}>And {more} more: the list shows the most pressing first.</p> : null}
    </div>
  );
}
