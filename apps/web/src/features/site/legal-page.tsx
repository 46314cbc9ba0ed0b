import type { ReactNode } from 'react';
import { Container } from '@/ui/container';
import classes from './legal-page.module.css';

export interface LegalSection {
  heading: string;
  body: ReactNode[];
}

/** Terms, privacy and cookie pages: a readable column of numbered sections. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <Container size={760} className={classes.page}>
      <div className={classes.head}>
        <h1 className={classes.title}>{title}</h1>
        <p className={classes.intro}>{intro}</p>
      </div>
      {sections.map((section, index) => (
        <section key={section.heading} className={classes.section}>
          <h2 className={classes.heading}>
            {index + 1}. {section.heading}
          </h2>
          {section.body.map((paragraph, paragraphIndex) =>
            typeof paragraph === 'string' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
              <p key={paragraphIndex} className={classes.paragraph}>
                {paragraph}
              </p>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
              <div key={paragraphIndex}>{paragraph}</div>
            ),
          )}
        </section>
      ))}
    </Container>
  );
}
