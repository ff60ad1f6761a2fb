import { useId, useState } from 'react';
import { useNavigate } from '@portal/shared';
import { useKeywordSuggestions } from '../api/discovery';
import { useDebounced } from '../hooks/use-debounced';
import { topicFeedPath } from '../lib/square-paths';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 300;

/**
 * The square's search: suggestions (`keyword/suggestion`) while typing, each a topic with its
 * post count; tapping one — or searching — opens that topic's feed.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const keyword = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useKeywordSuggestions(keyword);
  const listId = useId();
  const items = keyword && text.trim() ? (suggestions.data ?? []) : [];
  const open = (topic: string) => {
    setFocused(false);
    setText('');
    navigate(topicFeedPath(topic));
  };

  return (
    <form
      className="ps-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const topic = text.trim().replace(/^#|#$/g, '');
        if (topic) open(topic);
      }}
    >
      <svg className="ps-search__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        className="ps-search__input"
        type="search"
        role="combobox"
        value={text}
        placeholder="搜索话题"
        aria-label="搜索话题"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={focused && items.length > 0}
        enterKeyHint="search"
        maxLength={50}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => setFocused(true)}
        // Later than a tap on a suggestion, which would otherwise be removed before it lands.
        onBlur={() => setTimeout(() => setFocused(false), 200)}
        data-testid="square-search"
      />
      {focused && items.length > 0 ? (
        <ul className="ps-search__list" id={listId} data-testid="search-suggestions">
          {items.map((item) => (
            <li key={item.keyword}>
              <button type="button" className="ps-search__item" onMouseDown={(e) => e.preventDefault()} onClick={() => open(item.keyword)}>
                <span className="ps-search__topic">#{item.keyword}#</span>
                <span className="ps-search__count">{item.postCount} 帖</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
