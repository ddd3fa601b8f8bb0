#!/usr/bin/perl
# Signs in and lists users through OpenAPI::Client (Debian: libopenapi-client-perl), which builds a
# Perl client class from the server's live /openapi.json: one method per operationId, each request
# checked against the document's schemas before it is sent. Prints both replies as one JSON object.
#
# Usage: sign-in-and-list-users.pl BASE_URL USER PASSWORD CSRF_HEADER CSRF_VALUE
use strict;
use warnings;
use Mojo::JSON qw(encode_json);
use OpenAPI::Client;

my ($base, $user, $password, $csrf_header, $csrf_value) = @ARGV;
die "usage: $0 BASE_URL USER PASSWORD CSRF_HEADER CSRF_VALUE\n" unless defined $csrf_value;

# The document is read (and validated against the OpenAPI 3.1 schema) when the client is built.
my $client = OpenAPI::Client->new("$base/openapi.json", base_url => $base);
# Mojo::UserAgent keeps the session cookie that sign-in sets, like a browser.
my $login = $client->call('account.login',
  {$csrf_header => $csrf_value, body => {UserName => $user, Password => $password}});
my $users = $client->call('users.userList',
  {$csrf_header => $csrf_value, body => {CurrentPage => 1, ItemPerPage => 50}});

sub reply_of {
  my ($tx) = @_;
  return {status => 0 + ($tx->res->code // 0), error => $tx->error, body => $tx->res->json};
}
print encode_json({login => reply_of($login), users => reply_of($users)}), "\n";
