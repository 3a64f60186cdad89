# The storefront's reference edge cache: Debian's varnish 7.1 with varnish-modules (xkey).
#
#   varnishd -a :80 -f /etc/varnish/default.vcl -s malloc,1g -p backend_idle_timeout=4
#
# backend_idle_timeout below the storefront's 5 s keep-alive (lib/ops/http-server.server.mjs): with
# Varnish's default of 60 s it sends requests on connections the storefront is closing, and a POST
# there (which is never sent twice) fails as a 503.
#
# with this file and storefront-site.vcl (the backends and who may purge: edit that one) side by
# side in /etc/varnish. Pages are kept per Host and URL for as long as the storefront's Cache-Control allows
# (s-maxage, then stale-while-revalidate), and dropped the moment the shop changes: the revalidation
# webhook purges the keys of what changed (EDGE_PURGE_URL, README "Edge cache"), which each answer
# names in Surrogate-Key. Nothing private, nothing with Set-Cookie, nothing but GET and HEAD and
# nothing but a 200 is kept, and the query and Next's router headers are normalised first, so that
# junk variants of a URL share its object. `npm run test:edge` runs this file in front of two storefront instances.

vcl 4.1;

import std;
import xkey;

# Backends, the director that picks one (sub storefront_backend) and acl purgers: the file beside this one.
include "storefront-site.vcl";

sub vcl_recv {
    # PURGE with `xkey-purge: <key> <key> ...` drops every object tagged with one of the keys, at
    # once and for every Host (keys name their shop). Only from the addresses of acl purgers, and
    # only with the storefront's secret (EDGE_PURGE_SECRET) in X-Purge-Secret: an address alone
    # proves nothing when a proxy on the same host makes every client 127.0.0.1. The secret is set
    # in storefront-site.vcl; while it is shorter than 32 characters (the placeholder), every purge
    # is refused.
    if (req.method == "PURGE") {
        call storefront_purge_secret;
        if (client.ip !~ purgers
            || req.http.x-purge-secret-expected !~ "^.{32,}$"
            || req.http.x-purge-secret != req.http.x-purge-secret-expected) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "The xkey-purge header names the keys to purge"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged + " objects"));
    }

    call storefront_backend;

    # The shop is the Host: a client's X-Forwarded-Host must not render another shop's page under
    # this Host's key (the storefront believes it with TRUST_PROXY=1).
    unset req.http.x-forwarded-host;
    set req.http.host = std.tolower(req.http.host);

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.http.authorization || req.url ~ "^/(healthz|readyz)([?#]|$)") {
        return (pass);
    }
    call storefront_normalise;
    # Unlike Varnish's built-in rule, a Cookie does not pass the request: a signed-in customer gets
    # the same cached pages (their bytes do not depend on the session, npm run test:edge proves it),
    # and the answers decide what is kept (vcl_backend_response): the customer's own pages are
    # private and go to the storefront every time, with the cookie.
    return (hash);
}

# One object per page, whatever a link or a client adds to the request (the storefront gets the
# request as normalised here). The query is sorted, tracking parameters are dropped everywhere, and
# on pages (not /api, /_next, /media, which validate their own) every key no page reads: the listing
# state, search, order tracking, the order and payment pages' own keys, and Next's `_rsc`.
sub storefront_normalise {
    set req.url = std.querysort(req.url);
    set req.url = regsuball(req.url, "([?&])(?:utm_[^=&]*|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|igshid|mc_cid|mc_eid|_ga|_gl|srsltid)(?:=[^&]*)?(?=&|$)", "\1");
    if (req.url !~ "^/(?:api|_next|media)/") {
        set req.url = regsuball(req.url, "([?&])(?!(?:_rsc|page|checked|price_min|price_max|discount_min|discount_max|q|retry|order_no|tracking_no|order_id|status|gateway|tracker|reference|session_id|tab)(?:=|&|$))[^&]*", "\1");
    }
    # Next's router headers (Vary) mean something only to an RSC request, `RSC: 1` at a URL with
    # `_rsc` (Next checks that it hashes them, and redirects otherwise). On any other request they
    # would be values anyone can mint, each a new object of the same HTML: dropped, with `_rsc`.
    if (req.http.rsc != "1" || req.url !~ "[?&]_rsc(?:=|&|$)") {
        unset req.http.rsc;
        unset req.http.next-router-state-tree;
        unset req.http.next-router-prefetch;
        unset req.http.next-router-segment-prefetch;
        unset req.http.next-url;
        set req.url = regsuball(req.url, "([?&])_rsc(?:=[^&]*)?(?=&|$)", "\1");
    }
    set req.url = regsuball(req.url, "&{2,}", "&");
    set req.url = regsub(req.url, "\?&+", "?");
    set req.url = regsub(req.url, "[?&]+$", "");
}

sub vcl_hash {
    # Host and URL (the built-in vcl_hash, which runs after this), and the scheme the TLS proxy in
    # front says it received, so that an http and an https shop never share an object.
    hash_data(req.http.x-forwarded-proto);
}

sub vcl_backend_response {
    # xkey reads the `xkey` header; the storefront names the same keys in Surrogate-Key.
    if (beresp.http.surrogate-key) {
        set beresp.http.xkey = beresp.http.surrogate-key;
    }
    # A failed render is never kept; a background refresh that fails keeps serving the old page.
    if (beresp.status >= 500) {
        if (bereq.is_bgfetch) {
            return (abandon);
        }
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    # Only a 200 is kept: a 404, a redirect or an error is junk anyone can mint by the URL. Not even
    # as hit-for-miss (which is an object too), so junk URLs leave nothing behind.
    if (beresp.status != 200) {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.keep = 0s;
        return (deliver);
    }
    # Never kept: answers that set a cookie, that are private or say nothing about caching, or vary
    # on everything. (Hit-for-miss for 2 minutes: requests still go to the storefront one by one.)
    if (beresp.http.set-cookie
        || !beresp.http.cache-control
        || beresp.http.cache-control ~ "(?i)(^|[\s,])(private|no-store|no-cache)([\s,=]|$)"
        || beresp.http.surrogate-control ~ "(?i)no-store"
        || beresp.http.vary == "*") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # The build's own files (content-hashed, immutable): kept a year whatever the origin says, so that a
    # page opened before a deploy still finds the scripts it loads on use once the new build, which no
    # longer has them, is live (README, "Deploying without breaking open pages").
    if (bereq.url ~ "^/_next/static/") {
        set beresp.ttl = 365d;
        return (deliver);
    }
    # The TTL is Varnish's reading of s-maxage (else max-age); stale-while-revalidate becomes the
    # grace in which a stale object is served while one fetch refreshes it. Next's pages allow up to
    # a year: a day at most here, and a purge drops an object whatever its grace.
    if (beresp.grace > 1d) {
        set beresp.grace = 1d;
    }
    # Vary (Next's pages name RSC, Next-Router-State-Tree, Next-Router-Prefetch and
    # Next-Router-Segment-Prefetch) keeps a page's HTML and its RSC payload apart: Varnish honours it.
    return (deliver);
}

# No response from the instance picked (stopped, or not up yet, before the probe noticed): a read is
# asked again, of the next instance; a write is not (the instance may have acted on it). What still
# fails is a 503 with Retry-After and a plain page, never Varnish's own error page.
sub vcl_backend_error {
    if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
    set beresp.ttl = 0s;
    set beresp.reason = "Service Unavailable";
    set beresp.http.content-type = "text/html; charset=utf-8";
    set beresp.http.cache-control = "no-store";
    set beresp.http.retry-after = "5";
    synthetic({"<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop unreachable</title></head><body><h1>The shop cannot be reached right now</h1><p>Please try again in a moment.</p></body></html>"});
    return (deliver);
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.x-cache = "HIT";
    } else {
        set resp.http.x-cache = "MISS";
    }
    # The keys are for caches: browsers get none of them.
    unset resp.http.xkey;
    unset resp.http.surrogate-key;
    unset resp.http.cache-tag;
}
