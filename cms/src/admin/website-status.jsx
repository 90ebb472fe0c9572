// The admin home page's widgets (./app.jsx), from GET /website-status (../website-status.js).
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFetchClient, Widget } from '@strapi/strapi/admin';

/** A moment in a list: "02:35, 28 Nov". */
function shortly(iso) {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Europe/London' });
  return `${time.format(at)}, ${day.format(at)}`;
}

/** The status, fetched once the widget is shown: null while it comes, false when it cannot. */
function useWebsiteStatus() {
  const { get } = useFetchClient();
  const [status, setStatus] = useState(null);
  useEffect(() => {
    let current = true;
    get('/website-status').then(
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
        The live site is built by its host here, not by this CMS: its deploys say whether the last publish is
        live.
      </p>
    );
  return (
    <p style={text}>
      <strong>{live.said}</strong>
      {live.more}
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
