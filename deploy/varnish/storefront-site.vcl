# The storefront's instances, the addresses allowed to purge and the purge secret: edit for your
# servers. Included by default.vcl, beside it.

import directors;

backend storefront_1 {
    .host = "10.0.0.11";
    .port = "3000";
    .probe = { .url = "/readyz"; .interval = 5s; .timeout = 2s; .window = 5; .threshold = 3; }
}

backend storefront_2 {
    .host = "10.0.0.12";
    .port = "3000";
    .probe = { .url = "/readyz"; .interval = 5s; .timeout = 2s; .window = 5; .threshold = 3; }
}

# The storefront instances, whose revalidation webhook sends the PURGE (EDGE_PURGE_URL). Not
# localhost: behind a TLS proxy on this host every client would be it.
acl purgers {
    "10.0.0.11";
    "10.0.0.12";
}

# The storefront instances' EDGE_PURGE_SECRET, which they send with each PURGE: write it in from the
# environment when installing this file (README "Edge cache"), e.g.
#   sed "s|REPLACE-WITH-EDGE_PURGE_SECRET|$EDGE_PURGE_SECRET|" storefront-site.vcl > /etc/varnish/storefront-site.vcl
# As shipped (too short), it refuses every purge.
sub storefront_purge_secret {
    set req.http.x-purge-secret-expected = "REPLACE-WITH-EDGE_PURGE_SECRET";
}

sub vcl_init {
    new storefront = directors.round_robin();
    storefront.add_backend(storefront_1);
    storefront.add_backend(storefront_2);
}

sub storefront_backend {
    set req.backend_hint = storefront.backend();
}
