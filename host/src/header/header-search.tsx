import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from '@portal/shared';
import { EncryptedImage, isRequestCancelled, suggestGames, type GameSuggestion } from '@portal/shared';

/**
 * The header search box (spec §2: a placeholder asking for a game name) with live suggestions.
 * Typing waits a moment before asking; a newer request cancels the older one (cancel key).
 */
export const SUGGEST_DELAY_MS = 250;

/**
 * On a phone the field hides behind a search button in the bar; `expanded` shows it over the bar
 * with a 取消 button. From 768 px the field is always there and `expanded` changes nothing.
 */
export function HeaderSearch({ expanded, onExpandedChange }: { expanded: boolean; onExpandedChange: (expanded: boolean) => void }) {
  const [keyword, setKeyword] = useState('');
  const [suggestions, setSuggestions] = useState<GameSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);

  // Opened from the phone's search button: the keyboard comes up at once.
  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  useEffect(() => {
    const value = keyword.trim();
    if (!value) {
      setSuggestions([]);
      return undefined;
    }
    const timer = setTimeout(() => {
      suggestGames(value).then(
        (found) => {
          setSuggestions(found);
          setHighlighted(-1);
        },
        (error: unknown) => {
          if (!isRequestCancelled(error)) setSuggestions([]);
        },
      );
    }, SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword]);

  const go = (path: string) => {
    setOpen(false);
    onExpandedChange(false);
    navigate(path);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = suggestions[highlighted];
    if (chosen) go(`/detail/${chosen.id}`);
    else if (keyword.trim()) go(`/games?keyword=${encodeURIComponent(keyword.trim())}`);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setHighlighted((i) => Math.min(i + 1, suggestions.length - 1));
    else if (event.key === 'ArrowUp') setHighlighted((i) => Math.max(i - 1, -1));
    else if (event.key === 'Escape') {
      setOpen(false);
      onExpandedChange(false);
    }
  };

  const showList = open && keyword.trim() !== '' && suggestions.length > 0;
  return (
    <>
      <button
        type="button"
        className="pt-header-search__toggle"
        aria-label="搜索游戏"
        aria-expanded={expanded}
        onClick={() => onExpandedChange(true)}
        data-testid="header-search-toggle"
      >
        <SearchIcon />
      </button>
      <form className="pt-header-search" role="search" onSubmit={submit}>
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          placeholder="请输入游戏名称"
          aria-label="搜索游戏"
          aria-autocomplete="list"
          aria-controls="pt-search-suggestions"
          aria-expanded={showList}
          enterKeyHint="search"
          data-testid="header-search"
        />
        <button type="submit" className="pt-header-search__submit" aria-label="搜索">
          <SearchIcon />
        </button>
        <button type="button" className="pt-header-search__cancel" onClick={() => onExpandedChange(false)}>
          取消
        </button>
        {showList ? (
          <ul id="pt-search-suggestions" className="pt-header-search__list" role="listbox" data-testid="search-suggestions">
            {suggestions.map((s, index) => (
              <li key={s.id} role="option" aria-selected={index === highlighted}>
                <button
                  type="button"
                  className={index === highlighted ? 'is-active' : undefined}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => go(`/detail/${s.id}`)}
                >
                  <EncryptedImage className="pt-header-search__icon" src={s.icon} alt="" />
                  {s.name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </form>
    </>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
