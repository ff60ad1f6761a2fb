import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Layer 2 of remote failure (layer 1: the loader's timeout and error in `use-remote-page`):
 * a page that throws while rendering is caught here, so one remote's bug stays inside its
 * route and the header, navigation and other remotes keep working.
 */
interface Props {
  remote: string;
  fallback: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[portal] ${this.props.remote} 渲染出错`, error, info.componentStack);
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
