import { Component, type ReactNode } from 'react';
import { CrashPage } from '../components/crash-page';

type Props = {
  /** The user's visit to the page while it is shown (a navigation's key), undefined while another tag hides it. */
  visit: string | undefined;
  children: ReactNode;
};
type State = { visit?: string; failed?: { error: unknown } };

/**
 * A console page that failed is replaced by the error page, and the shell around it (header, sidebar, tags) stays
 * usable. The page is tried afresh at the user's next visit to it, not while it is hidden.
 */
export class PageBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { failed: { error } };
  }

  static getDerivedStateFromProps({ visit }: Props, state: State): State | null {
    return visit === undefined || visit === state.visit ? null : { visit, failed: undefined };
  }

  override render() {
    return this.state.failed ? <CrashPage error={this.state.failed.error} /> : this.props.children;
  }
}
