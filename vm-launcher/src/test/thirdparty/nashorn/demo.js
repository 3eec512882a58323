// A Nashorn guest: closures, prototypes, JSON, regular expressions, and Java interop that makes
// Nashorn generate adapter classes (Java.extend) and link calls through invokedynamic.
"use strict";

function counter(start) {
    var n = start;
    return { next: function () { return n++; }, get current() { return n; } };
}
var c = counter(5);
c.next(); c.next();
print("counter", c.current, c.next(), c.current);

function Shape(name) { this.name = name; }
Shape.prototype.describe = function () { return this.name + "(" + this.area().toFixed(3) + ")"; };
function Circle(r) { Shape.call(this, "circle"); this.r = r; }
Circle.prototype = Object.create(Shape.prototype);
Circle.prototype.area = function () { return Math.PI * this.r * this.r; };
function Rect(w, h) { Shape.call(this, "rect"); this.w = w; this.h = h; }
Rect.prototype = Object.create(Shape.prototype);
Rect.prototype.area = function () { return this.w * this.h; };
var shapes = [new Circle(1.5), new Rect(2, 3), new Circle(0.25), new Rect(4, 0.5)];
shapes.sort(function (a, b) { return a.area() - b.area(); });
print("shapes", shapes.map(function (s) { return s.describe(); }).join(" "));

var primes = [];
for (var i = 2; primes.length < 200; i++) {
    if (primes.every(function (p) { return p * p > i || i % p !== 0; })) primes.push(i);
}
print("primes", primes.length, primes[0], primes[99], primes[199]);

var text = "the quick brown fox jumps over the lazy dog the end";
var freq = {};
text.split(/\s+/).forEach(function (w) { freq[w] = (freq[w] || 0) + 1; });
print("freq", JSON.stringify(freq));
print("regex", "a1b22c333".match(/\d+/g).join(","), "Hello World".replace(/o/g, "0"));
var parsed = JSON.parse('{"name":"rvm","tiers":[0,1,2],"nested":{"ok":true}}');
print("json", parsed.name, parsed.tiers.length, parsed.nested.ok, JSON.stringify(parsed, null, 1).length);

function hanoi(n, from, to, via, moves) {
    if (n === 0) return moves;
    hanoi(n - 1, from, via, to, moves);
    moves.push(from + to);
    return hanoi(n - 1, via, to, from, moves);
}
var moves = hanoi(7, "A", "C", "B", []);
print("hanoi", moves.length, moves.slice(0, 6).join(" "));

try {
    null.foo();
} catch (e) {
    print("caught", e.name, e.message);
}
try {
    throw new RangeError("too big: " + 42);
} catch (e) {
    print("caught", e.name + ":" + e.message, e.lineNumber);
}

// Java interop: types, collections, lambdas as functional interfaces, generated adapters.
var ArrayList = Java.type("java.util.ArrayList");
var TreeMap = Java.type("java.util.TreeMap");
var list = new ArrayList();
[5, 3, 9, 1, 7].forEach(function (x) { list.add(x); });
list.sort(function (a, b) { return b - a; });
print("list", list, list.size());
var map = new TreeMap();
map.put("b", 2); map.put("a", 1); map.put("c", 3);
print("treemap", map, map.firstKey());
var Runnable = Java.type("java.lang.Runnable");
var ran = [];
var r = new Runnable(function () { ran.push("run"); });
r.run();
print("runnable", ran.join(","), r instanceof Runnable);
var Comparator = Java.type("java.util.Comparator");
var ByLength = Java.extend(Comparator, {
    compare: function (a, b) { return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0); }
});
var words = Java.to(["pear", "fig", "banana", "kiwi", "apple"], "java.lang.String[]");
java.util.Arrays.sort(words, new ByLength());
print("sorted", Java.from(words).join(" "));
var stream = java.util.stream.IntStream.rangeClosed(1, 10)
    .filter(function (x) { return x % 2 === 1; })
    .map(function (x) { return x * x; })
    .sum();
print("stream", stream);
try {
    java.lang.Integer.parseInt("not a number");
} catch (e) {
    print("java exception", e.getClass().getName(), e.getMessage());
}
var sb = new java.lang.StringBuilder();
for (var k = 0; k < 5; k++) sb.append(k).append(";");
print("builder", sb.toString(), typeof sb.length());

var checksum = 0;
for (var j = 0; j < 5000; j++) checksum = (checksum * 31 + (j ^ (j >>> 3))) % 1000003;
print("checksum", checksum);
