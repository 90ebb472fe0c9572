// The widgets' icons: simple line drawings, in the admin's text colour.
const frame = { width: '1em', height: '1em', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor' };

export function HouseIcon(props) {
  return (
    <svg
      {...frame}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <path d="M3 11 12 4l9 7" />
      <path d="M5 10v10h14V10" />
      <path d="M10 20v-6h4v6" />
    </svg>
  );
}

export function ListIcon(props) {
  return (
    <svg {...frame} strokeWidth="2" strokeLinecap="round" aria-hidden="true" {...props}>
      <path d="M8 6h13M8 12h13M8 18h13" />
      <path d="M3 6h.01M3 12h.01M3 18h.01" />
    </svg>
  );
}
