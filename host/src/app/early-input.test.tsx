import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PORTAL_EARLY_SUBMIT_GLOBAL } from '@portal/shared';
import { adoptEarlyInput, replayEarlySubmit } from './early-input';

/** A controlled form like the account pages': its state is what a submit sends. */
interface Sent {
  name: string;
  note: string;
  agreed: boolean;
  news: boolean;
  plan: string;
}

function SignUp({ onSend }: { onSend: (sent: Sent) => void }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [news, setNews] = useState(true);
  const [plan, setPlan] = useState('month');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ name, note, agreed, news, plan });
  };
  return (
    <form onSubmit={submit}>
      <input name="name" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea name="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <input type="checkbox" name="agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      <input type="checkbox" name="news" checked={news} onChange={(e) => setNews(e.target.checked)} />
      <input type="radio" name="plan" value="month" checked={plan === 'month'} onChange={() => setPlan('month')} />
      <input type="radio" name="plan" value="year" checked={plan === 'year'} onChange={() => setPlan('year')} />
      <input type="hidden" name="token" value="t" />
      <output data-testid="state">{`${name}|${note}|${agreed}|${news}|${plan}`}</output>
      <button type="submit">注册</button>
    </form>
  );
}

let container: HTMLElement;
let root: Root | undefined;
const sent: unknown[] = [];

/** The server's markup, then the player's input into it before any script ran, then hydration. */
async function hydrateAfter(typeEarly: (form: HTMLFormElement) => void): Promise<HTMLFormElement> {
  const page = <SignUp onSend={(values) => sent.push(values)} />;
  container.innerHTML = renderToString(page);
  const form = container.querySelector('form')!;
  typeEarly(form);
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  return form;
}

const field = <T extends Element>(form: HTMLFormElement, selector: string) => form.querySelector<T & Element>(selector)!;
const state = () => container.querySelector('[data-testid=state]')!.textContent;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  sent.length = 0;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  delete window[PORTAL_EARLY_SUBMIT_GLOBAL];
});

it('without adoption, what was typed before hydration shows but is not in the state (the bug it mends)', async () => {
  const form = await hydrateAfter((f) => {
    field<HTMLInputElement>(f, 'input[name=name]').value = 'kite_river';
  });
  expect(field<HTMLInputElement>(form, 'input[name=name]').value).toBe('kite_river');
  expect(state()).toBe('||false|true|month');
});

it('takes up typed text, a typed note, a ticked box, a cleared box and a chosen radio into the page state', async () => {
  const form = await hydrateAfter((f) => {
    field<HTMLInputElement>(f, 'input[name=name]').value = 'kite_river';
    field<HTMLTextAreaElement>(f, 'textarea').value = '你好';
    field<HTMLInputElement>(f, 'input[name=agree]').checked = true;
    field<HTMLInputElement>(f, 'input[name=news]').checked = false;
    field<HTMLInputElement>(f, 'input[value=year]').checked = true;
  });
  let adopted = 0;
  await act(async () => {
    adopted = adoptEarlyInput(container);
  });
  expect(adopted).toBe(5);
  expect(state()).toBe('kite_river|你好|true|false|year');
  // What the player sees did not move.
  expect(field<HTMLInputElement>(form, 'input[name=name]').value).toBe('kite_river');
  expect(field<HTMLInputElement>(form, 'input[name=agree]').checked).toBe(true);
  expect(field<HTMLInputElement>(form, 'input[name=news]').checked).toBe(false);
  expect(field<HTMLInputElement>(form, 'input[value=year]').checked).toBe(true);
});

it('leaves untouched fields alone', async () => {
  await hydrateAfter(() => undefined);
  let adopted = -1;
  await act(async () => {
    adopted = adoptEarlyInput(container);
  });
  expect(adopted).toBe(0);
  expect(state()).toBe('||false|true|month');
});

it('submits again a form held back before hydration, with the values taken up', async () => {
  const form = await hydrateAfter((f) => {
    field<HTMLInputElement>(f, 'input[name=name]').value = 'kite_river';
  });
  window[PORTAL_EARLY_SUBMIT_GLOBAL] = { form, submitter: field<HTMLButtonElement>(form, 'button') };
  await act(async () => {
    adoptEarlyInput(container);
  });
  await act(async () => replayEarlySubmit());
  expect(sent).toEqual([{ name: 'kite_river', note: '', agreed: false, news: true, plan: 'month' }]);
  // Once only.
  await act(async () => replayEarlySubmit());
  expect(sent).toHaveLength(1);
});

it('does not submit a held-back form that is no longer on the page', async () => {
  const form = await hydrateAfter(() => undefined);
  window[PORTAL_EARLY_SUBMIT_GLOBAL] = { form, submitter: null };
  // The player went elsewhere (the page was client-rendered anew, say) before it was live.
  act(() => root?.unmount());
  root = undefined;
  expect(form.isConnected).toBe(false);
  await act(async () => replayEarlySubmit());
  expect(sent).toEqual([]);
});
