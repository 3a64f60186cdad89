import type { ReactNode } from "react";
import styles from "./about.module.css";

/** The About Us page's static team and client sections. */

const TEAM = [
  { name: "Sara Malik", role: "Founder" },
  { name: "James Carter", role: "Head of Buying" },
  { name: "Amina Yusuf", role: "Customer Care" },
  { name: "Leo Martins", role: "Logistics" },
] as const;

const CLIENTS = ["Northwind", "Contoso", "Fabrikam", "Tailspin", "Litware", "Proseware"] as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2);
}

/** A section named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function TeamSection() {
  return (
    <Section id="about-team" title="Our Team">
      <ul className={styles.team}>
        {TEAM.map((member) => (
          <li key={member.name} className={styles.member}>
            <span className={styles.avatar} aria-hidden="true">
              {initials(member.name)}
            </span>
            <h3 className={styles.memberName}>{member.name}</h3>
            <p className={styles.memberRole}>{member.role}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ClientsSection() {
  return (
    <Section id="about-clients" title="Our Clients">
      <ul className={styles.clients}>
        {CLIENTS.map((client) => (
          <li key={client} className={styles.client}>
            {client}
          </li>
        ))}
      </ul>
    </Section>
  );
}
