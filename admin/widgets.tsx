/**
 * The two field widgets the generated config asks for that Decap lacks (CUSTOM_WIDGETS in
 * pipeline/lib/cms-config.ts): `link`, a page address picked from the site's own (or any https://, mailto: or
 * tel: address typed in), and `key-value`, `label: value` lines such as a solution's key metrics.
 */
import type { Map as ImmutableMap } from 'immutable';

interface ControlProps<T> {
  forID: string;
  value: T | undefined;
  onChange: (value: T) => void;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

/** One `<datalist>` of the site's addresses, shared by every link field. */
export const LINK_TARGETS_ID = 'link-targets';

export function linkTargetList(targets: readonly string[]) {
  const list = document.createElement('datalist');
  list.id = LINK_TARGETS_ID;
  for (const target of targets) list.append(new Option(target, target));
  document.body.append(list);
}

export function LinkControl({
  forID,
  value,
  onChange,
  classNameWrapper,
  setActiveStyle,
  setInactiveStyle,
}: ControlProps<string>) {
  return (
    <input
      type="text"
      id={forID}
      className={classNameWrapper}
      list={LINK_TARGETS_ID}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      onFocus={setActiveStyle}
      onBlur={setInactiveStyle}
      autoComplete="off"
      spellCheck={false}
    />
  );
}

type Pairs = Record<string, string | number>;

/** Decap hands a loaded map as an Immutable Map and a changed one as what this control gave it. */
const pairsOf = (value: Pairs | ImmutableMap<string, string | number> | undefined): Array<[string, string]> =>
  Object.entries(
    (value && 'toJS' in value ? ((value as ImmutableMap<string, string | number>).toJS() as Pairs) : value) ?? {},
  ).map(([key, item]) => [key, String(item)]);

export function KeyValueControl({
  forID,
  value,
  onChange,
  classNameWrapper,
  setActiveStyle,
  setInactiveStyle,
}: ControlProps<Pairs | ImmutableMap<string, string | number>>) {
  const pairs = pairsOf(value);
  const change = (next: Array<[string, string]>) => onChange(Object.fromEntries(next));
  return (
    <div id={forID} className={classNameWrapper} onFocus={setActiveStyle} onBlur={setInactiveStyle}>
      {pairs.map(([key, item], index) => (
        <div key={index} style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
          <input
            aria-label="Label"
            value={key}
            onChange={(event) => change(pairs.map((pair, at) => (at === index ? [event.target.value, pair[1]] : pair)))}
            style={{ flex: 1 }}
          />
          <input
            aria-label={`Value of ${key}`}
            value={item}
            onChange={(event) => change(pairs.map((pair, at) => (at === index ? [pair[0], event.target.value] : pair)))}
            style={{ flex: 1 }}
          />
          <button
            type="button"
            aria-label={`Remove ${key}`}
            onClick={() => change(pairs.filter((_, at) => at !== index))}
          >
            ×
          </button>
        </div>
      ))}
      <button type="button" onClick={() => change([...pairs, ['', '']])}>
        Add a line
      </button>
    </div>
  );
}
