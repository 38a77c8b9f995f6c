import styles from './Honeypot.module.css';

interface HoneypotProps {
  id: string;
  label: string;
  value: string;
  onValue(value: string): void;
}

/**
 * A public form's honeypot (`website`): off screen and out of the accessibility tree and the tab
 * order, so people never fill it and bots, which fill every field, do; the server then answers as
 * if it stored the form and stores nothing.
 */
export function Honeypot({ id, label, value, onValue }: HoneypotProps) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}
