// A static document from label keys (user agreement): numbered section titles and plain-text paragraphs.
import type { ArticleProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import './article.css';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export default function Article({ config }: WidgetProps<ArticleProps>) {
  const { t } = useEngine();
  return (
    <article className="doc">
      {config.intro && <p className="doc__intro">{t(config.intro)}</p>}
      {config.sections.map((s, i) => (
        <section key={s.text} className="doc__section">
          {s.title && (
            <h2 className="doc__title">
              <span className="doc__no">{i + 1}.</span> {t(s.title)}
            </h2>
          )}
          {paragraphs(t(s.text)).map((p, k) => (
            <p key={k}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
