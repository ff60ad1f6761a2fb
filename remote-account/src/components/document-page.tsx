import type { ReactNode } from 'react';
import './document-page.css';

export interface DocumentSection {
  heading: string;
  paragraphs: string[];
}

/** A long text page (policy, agreement): title, date, and numbered sections. */
export function DocumentPage({
  title,
  updated,
  intro,
  sections,
  children,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: DocumentSection[];
  children?: ReactNode;
}) {
  return (
    <article className="pa-doc" data-testid="document-page">
      <h1 className="pa-doc__title">{title}</h1>
      <p className="pa-doc__updated">更新日期：{updated}</p>
      <p className="pa-doc__intro">{intro}</p>
      {sections.map((section, index) => (
        <section key={section.heading} className="pa-doc__section">
          <h2>
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {children}
    </article>
  );
}
