import styles from "./home.module.css";

const SERVICES = [
  {
    title: "Free Shipping Worldwide",
    text: "On every order, wherever you are.",
    icon: "M3 7h11v8H3zM14 10h4l3 3v2h-7zM6.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z",
  },
  {
    title: "24/7 Customer Service",
    text: "We are here whenever you need us.",
    icon: "M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H4zM17 13h3v5h-3zM20 18a3 3 0 0 1-3 3h-4",
  },
  {
    title: "Easy Return Policy",
    text: "Changed your mind? Send it back.",
    icon: "M4 9h11a5 5 0 0 1 0 10H9M4 9l4-4M4 9l4 4",
  },
] as const;

/** The service strip's list: plain markup, the same for every shop (ServiceStrip adopts the server's DOM). */
export function ServiceStripMarkup() {
  return (
    <ul className={`${styles.section} ${styles.stripList}`}>
      {SERVICES.map((service) => (
        <li key={service.title} className={styles.stripItem}>
          <svg
            className={styles.stripIcon}
            width="40"
            height="40"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d={service.icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <div>
            <h2 className={styles.stripTitle}>{service.title}</h2>
            <p className={styles.stripText}>{service.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
