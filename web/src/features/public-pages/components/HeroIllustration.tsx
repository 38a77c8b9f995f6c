/** Decorative skyline of apartment buildings for the hero (no image download, scales crisply). */
export function HeroIllustration({ className }: { className?: string }) {
  // A grid of windows; every third one is lit.
  const windows = (x: number, y: number, cols: number, rows: number) =>
    Array.from({ length: cols * rows }, (_, i) => ({
      wx: x + (i % cols) * 22,
      wy: y + Math.floor(i / cols) * 26,
      lit: i % 3 === 0,
    })).map(({ wx, wy, lit }) => (
      <rect
        key={`${wx}-${wy}`}
        x={wx}
        y={wy}
        width="12"
        height="14"
        rx="2"
        fill={lit ? '#f7d08a' : '#d9ece9'}
      />
    ));
  return (
    <svg className={className} viewBox="0 0 360 280" aria-hidden="true" focusable="false">
      <circle cx="290" cy="60" r="34" fill="#f2b046" opacity="0.9" />
      <rect x="20" y="90" width="110" height="180" rx="6" fill="#0f5f59" />
      {windows(34, 106, 4, 6)}
      <rect x="140" y="40" width="120" height="230" rx="6" fill="#17746c" />
      {windows(154, 58, 5, 8)}
      <rect x="270" y="130" width="76" height="140" rx="6" fill="#0a4642" />
      {windows(282, 146, 3, 4)}
      <rect x="186" y="226" width="28" height="44" rx="3" fill="#f2b046" />
      <rect x="0" y="268" width="360" height="12" rx="3" fill="#c9dcd9" />
    </svg>
  );
}
