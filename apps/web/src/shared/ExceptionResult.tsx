import { Children, cloneElement, type ReactElement, type ReactNode } from 'react';
import { Result, type ResultProps } from 'antd';
import NoFound from 'antd/es/result/noFound';
import Unauthorized from 'antd/es/result/unauthorized';
import { T } from './locale';

const IMAGES = {
  '404': { Image: NoFound, title: T.notFoundImage },
  '403': { Image: Unauthorized, title: T.unauthorizedImage },
} as const;

/**
 * antd's Result with its 404 or 403 drawing, titled in Arabic: antd draws them with the English titles "No Found" and
 * "Unauthorized" built in (read out by screen readers, shown on hover), and ignores `icon` for those statuses. So the
 * drawing is taken as antd makes it, its title swapped, and given as the icon of a plain Result.
 */
export function ExceptionResult({ status, ...props }: Omit<ResultProps, 'status' | 'icon'> & { status: keyof typeof IMAGES }) {
  const { Image, title } = IMAGES[status];
  const drawing = Image({}) as ReactElement<{ children?: ReactNode }>;
  const [, ...shapes] = Children.toArray(drawing.props.children);
  return <Result {...props} icon={cloneElement(drawing, { role: 'img', 'aria-label': title } as object, <title>{title}</title>, ...shapes)} />;
}
