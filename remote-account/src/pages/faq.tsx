import { Link } from '@portal/shared';
import { FAQ } from '../content/faq';
import '../components/document-page.css';
import './faq.css';

/** Frequently asked questions, answered in place. */
export default function FaqPage() {
  return (
    <div className="pa-faq" data-testid="faq-page">
      {FAQ.map((group) => (
        <section key={group.topic} className="pa-faq__group">
          <h2>{group.topic}</h2>
          {group.items.map((item) => (
            <details key={item.q} className="pa-faq__item">
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </section>
      ))}
      <p className="pa-faq__more">
        没有找到答案？请查看<Link to="/business">联系我们</Link>。
      </p>
    </div>
  );
}
