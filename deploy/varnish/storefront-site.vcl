# The storefront's instances and the addresses allowed to purge: edit for your servers. Included by
# default.vcl, beside it.

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

# The storefront instances, whose revalidation webhook sends the PURGE (EDGE_PURGE_URL).
acl purgers {
    "localhost";
    "10.0.0.11";
    "10.0.0.12";
}

sub vcl_init {
    new storefront = directors.round_robin();
    storefront.add_backend(storefront_1);
    storefront.add_backend(storefront_2);
}

sub storefront_backend {
    set req.backend_hint = storefront.backend();
}
