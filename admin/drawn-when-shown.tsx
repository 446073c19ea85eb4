/**
 * Groups of fields (objects and lists) inside a folded list item are drawn when the item is unfolded or when the
 * browser is idle, not while the entry opens. Decap draws every field of every folded item and only hides it: the
 * home page has 269 inputs, of which 12 show when it opens, and drawing the hidden ones took about 400 of the 650 ms
 * between asking for the entry and seeing it. Decap tells each control whether its list item is folded
 * (`isParentListCollapsed`); a group told so draws nothing until its item opens or its turn comes in an idle moment,
 * one group at a time, so the rest is drawn within a second and typing never waits for more than one group. Were
 * Decap to stop passing it, every group would be drawn at once, as before.
 *
 * Decap finds the fields to check on Publish through `controlRef`: each field registers with the group around it,
 * which passes the registration on upwards, so the field drawn last stands for the whole top-level field it is in.
 * When everything is drawn at once the top-level field happens to register last; a group drawn later, or an item
 * added to a list, left Decap checking only the newest fields (a broken link elsewhere was then refused by the final
 * check alone, not at its field). So after every update a group registers itself again, and then each group around
 * it, innermost first, as Decap's own list registers itself after each of its items.
 */
import { Component, createContext, type ComponentType, type ContextType } from 'react';

interface GroupProps {
  isParentListCollapsed?: boolean;
  controlRef?: (control: unknown) => void;
}

interface DrawnState {
  drawn?: boolean;
}

/** The drawn group a control is inside, if any. */
const EnclosingGroup = createContext<{ registerUpwards(): void } | null>(null);

/** The groups still to draw, in the order they appeared: the outer ones before those inside them. */
const waiting = new Set<() => void>();
let asked = false;

/** Draws the first waiting group in the browser's next idle moment, then asks for the next. */
function drawNextWhenIdle() {
  if (asked || waiting.size === 0) return;
  asked = true;
  requestIdleCallback(() => {
    asked = false;
    const [next] = waiting;
    if (next) {
      waiting.delete(next);
      next();
    }
    drawNextWhenIdle();
  });
}

/** Decap's object or list control, drawn when its list item is unfolded or the browser is idle. */
// `any`: the control's own props.
export function drawnWhenShown(Control: ComponentType<any>): ComponentType<any> {
  const Group = Control as new (props: GroupProps) => Component<GroupProps, DrawnState>;
  return class DrawnWhenShown extends Group {
    static contextType = EnclosingGroup;
    declare context: ContextType<typeof EnclosingGroup>;

    static getDerivedStateFromProps(props: GroupProps, state: DrawnState) {
      return state.drawn || props.isParentListCollapsed ? null : { drawn: true };
    }

    draw = () => this.setState({ drawn: true });

    /** Registers this group with the field that holds it, then each group around it does the same. */
    registerUpwards() {
      this.props.controlRef?.(this);
      this.context?.registerUpwards();
    }

    override componentDidMount() {
      super.componentDidMount?.();
      if (!this.state.drawn) {
        waiting.add(this.draw);
        drawNextWhenIdle();
      }
    }

    override componentDidUpdate(props: GroupProps, state: DrawnState, snapshot?: unknown) {
      super.componentDidUpdate?.(props, state, snapshot);
      if (!this.state.drawn) return;
      waiting.delete(this.draw);
      this.registerUpwards();
    }

    override componentWillUnmount() {
      waiting.delete(this.draw);
      super.componentWillUnmount?.();
    }

    override render() {
      if (!this.state.drawn) return null;
      return <EnclosingGroup.Provider value={this}>{super.render()}</EnclosingGroup.Provider>;
    }
  };
}
