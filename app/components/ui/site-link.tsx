import { useContext } from "react";
import { Link, NavLink, UNSAFE_NavigationContext, useLocation, type LinkProps, type NavLinkProps } from "react-router";

/**
 * React Router's `<Link>` and `<NavLink>` for the links every page renders many of (the header's and footer's,
 * a search's results), written straight as the `<a>` they render when the server renders them.
 *
 * On the server a Link does nothing but write its `<a>`, yet it runs six hooks for it (resolving the path
 * against the route's matches, the click handler, prefetching, view transitions): a fifth of a search page's
 * render went to its sixty links (docs/decisions/046-fresh-render-links-and-bytes.md). For a path of this site written as it
 * stands ("/articles", "/wellness-toolkit?tab=meals": no "." or ".." segment, no doubled or trailing slash,
 * no basename) the `<a>` is known without them: the same attributes in the same order (tested against the
 * router's own components, app/components/ui/site-link.test.tsx). In the browser, and for any other `to` or
 * option, these are React Router's components, so a page that hydrates finds the same markup and gets the
 * router's click handling and prefetching.
 */
const onServer = import.meta.env.SSR;

/**
 * A site path a Link writes unchanged: "/", or "/" and segments of URL characters other than "." or "..",
 * then a query, then a fragment, neither empty (the router drops a bare "?" or "#").
 */
const SEGMENT = String.raw`(?!\.\.?(?:[/?#]|$))[\w\-.~%!$&'()*+,;=:@]+`;
const PLAIN_PATH = new RegExp(String.raw`^/(?:${SEGMENT}(?:/${SEGMENT})*)?(?:\?[^\s#]+)?(?:#\S+)?$`);

/** Whether the server may write this link's `<a>` itself: a plain site path, none of the options that change it. */
function writtenAsIs(props: LinkProps, basename: string): props is LinkProps & { to: string } {
  return (
    onServer &&
    basename === "/" &&
    typeof props.to === "string" &&
    PLAIN_PATH.test(props.to) &&
    !props.reloadDocument &&
    !props.mask &&
    (props.discover ?? "render") === "render" &&
    (props.prefetch ?? "none") !== "render" &&
    (props.prefetch ?? "none") !== "viewport"
  );
}

/** The props a Link keeps for itself (never written on its `<a>`). */
function anchorProps(props: LinkProps & { to: string }) {
  const {
    to,
    target,
    discover: _discover,
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    mask: _mask,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    onClick: _onClick,
    ...rest
  } = props;
  return { rest, to, target };
}

function ServerSiteLink(props: LinkProps) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  if (!writtenAsIs(props, basename)) return <Link {...props} />;
  const { rest, to, target } = anchorProps(props);
  return <a {...rest} href={to} target={target} data-discover="true" />;
}

/** Whether a NavLink to `to` is active at `pathname` (React Router's rule, case-insensitive). */
function activeAt(pathname: string, to: string, end: boolean): boolean {
  const cut = to.search(/[?#]/);
  const toPathname = (cut === -1 ? to : to.slice(0, cut)).toLowerCase();
  const here = pathname.toLowerCase();
  return here === toPathname || (!end && here.startsWith(toPathname) && here.charAt(toPathname.length) === "/");
}

function ServerSiteNavLink(props: NavLinkProps) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const {
    "aria-current": ariaCurrentProp = "page",
    caseSensitive,
    className: classNameProp = "",
    end = false,
    style: styleProp,
    children,
    ...linkProps
  } = props;
  if (caseSensitive || !writtenAsIs(linkProps, basename) || linkProps.viewTransition) return <NavLink {...props} />;
  // On the server nothing is pending or transitioning: only whether the link is the page's own.
  const isActive = activeAt(location.pathname, linkProps.to, end);
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === "function"
      ? classNameProp(renderProps)
      : [classNameProp, isActive ? "active" : null].filter(Boolean).join(" ");
  const style = typeof styleProp === "function" ? styleProp(renderProps) : styleProp;
  const { rest, to, target } = anchorProps(linkProps);
  return (
    <a
      {...rest}
      aria-current={isActive ? ariaCurrentProp : undefined}
      className={className}
      style={style}
      href={to}
      target={target}
      data-discover="true"
    >
      {typeof children === "function" ? children(renderProps) : children}
    </a>
  );
}

/** In the browser these are the router's own components: the build leaves the server's writing out. */
export const SiteLink = onServer ? ServerSiteLink : Link;
export const SiteNavLink = onServer ? ServerSiteNavLink : NavLink;
