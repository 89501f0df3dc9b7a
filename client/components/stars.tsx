import { useT } from '../i18n';

/** Star rating out of 5, read out as 'Rated N out of 5'. */
export function Stars({ value }: { value: number }) {
  const { labels } = useT();
  return (
    <div className="stars" role="img" aria-label={labels.stars(value)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={n <= value ? 'on' : 'off'}
        >
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z" />
        </svg>
      ))}
    </div>
  );
}
