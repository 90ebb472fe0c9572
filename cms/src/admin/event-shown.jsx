// "On the website", beside a special event's entry: where and from when the site shows it once published (the words
// are the site's, lib/content-types/activities.ts, through ../website-status.js), so that an event published weeks
// ahead is not taken for one that failed.
import { useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';

const EVENT = 'api::event.event';
const text = { margin: 0, fontSize: '1.4rem', lineHeight: 1.5 };

function Shown({ date }) {
  const { get } = useFetchClient();
  const [words, setWords] = useState(null);
  useEffect(() => {
    let current = true;
    get(`/event-shown?date=${encodeURIComponent(date ?? '')}`).then(
      ({ data }) => current && setWords(data.words),
      () => current && setWords(false),
    );
    return () => {
      current = false;
    };
  }, [get, date]);
  if (words === null) return <p style={text}>Working out where the website shows it…</p>;
  if (words === false) return <p style={text}>Where the website shows it could not be read just now.</p>;
  return <p style={text}>{words}</p>;
}

/** The edit view's side panel, for a special event (a new one too, once it has a date). */
export function EventShownPanel({ model, document }) {
  if (model !== EVENT) return null;
  return { title: 'On the website', content: <Shown date={document?.date} /> };
}
EventShownPanel.type = 'event-shown';
