;; A Clojure guest: clojure.main loads the ahead-of-time compiled clojure.core (class files of
;; version 52 whose __init methods set static finals), then compiles each form of this script
;; to classes of its own loader and runs them. Output only: nothing here depends on time,
;; identity hash codes or the machine.
(ns demo
  (:require [clojure.string :as str]
            [clojure.set :as set]
            [clojure.walk :as walk]
            [clojure.edn :as edn]
            [clojure.pprint :as pp]))

;; persistent collections and sequence functions
(def primes
  (letfn [(sieve [s] (lazy-seq (cons (first s) (sieve (remove #(zero? (mod % (first s))) (rest s))))))]
    (sieve (iterate inc 2))))
(println "primes" (take 15 primes))
(println "fib" (->> [0 1] (iterate (fn [[a b]] [b (+' a b)])) (map first) (drop 90) (take 3)))
(println "freqs" (into (sorted-map) (frequencies (str/split "the quick brown fox jumps over the lazy dog the end" #" "))))
(println "groups" (into (sorted-map) (group-by count ["a" "bb" "cc" "ddd" "e" "fff"])))
(println "sets" (sort (set/union #{1 2 3} #{3 4})) (sort (set/intersection #{1 2 3} #{2 3 4})))
(println "transduce" (transduce (comp (filter odd?) (map #(* % %)) (take 5)) + (range 100)))
(println "walk" (walk/postwalk #(if (number? %) (* 10 %) %) {:a [1 2 {:b 3}]}))
(println "loop" (loop [n 20 acc 1] (if (zero? n) acc (recur (dec n) (*' acc n)))))
(println "partition" (partition-by even? [2 4 1 3 5 6 8 7]) (interleave [:a :b :c] (range)))

;; records, protocols, multimethods
(defprotocol Shape (area [s]) (label [s]))
(defrecord Circle [r] Shape (area [_] (* Math/PI r r)) (label [_] "circle"))
(defrecord Rect [w h] Shape (area [_] (* w h)) (label [_] "rect"))
(def shapes [(->Circle 1.5) (->Rect 2 3) (->Circle 0.5) (map->Rect {:w 4 :h 0.25})])
(doseq [s (sort-by area shapes)]
  (println (format "%-6s %8.3f %s" (label s) (double (area s)) (pr-str s))))
(defmulti describe (fn [x] (cond (string? x) :string (number? x) :number :else :other)))
(defmethod describe :string [x] (str "string of " (count x)))
(defmethod describe :number [x] (str "number " (if (even? (long x)) "even" "odd")))
(defmethod describe :default [x] (str "something else: " (pr-str x)))
(println "multi" (mapv describe ["abc" 42 7 :k nil]))

;; state, exceptions, interop, macros, reading and printing data
(def counter (atom 0))
(dotimes [i 100] (swap! counter + i))
(println "atom" @counter)
(println "ratio" (/ 22 7) (+ 1/3 1/6) (* 1.0 (/ 22 7)))
(println "bigint" (reduce *' (range 1 31)))
(try
  (throw (ex-info "bad input" {:code 42 :input "x"}))
  (catch clojure.lang.ExceptionInfo e
    (println "caught" (ex-message e) (ex-data e))))
(try
  (Long/parseLong "nope")
  (catch NumberFormatException e (println "java exception" (.getMessage e))))
(try
  (nth [1 2 3] 5)
  (catch IndexOutOfBoundsException e (println "index" (class e))))
(let [sb (StringBuilder.)]
  (doseq [c "interop"] (.insert sb 0 c))
  (println "reversed" (str sb) (.toUpperCase (str sb))))
(println "treemap" (let [m (java.util.TreeMap.)] (doseq [[k v] {"b" 2 "a" 1 "c" 3}] (.put m k v)) (str m)))
(defmacro unless [test & body] `(if ~test nil (do ~@body)))
(println "macro" (unless false :ran) (macroexpand-1 '(unless x y)))
(println "destructure" (let [{:keys [a b] :or {b 9}} {:a 1} [x & more] [1 2 3]] [a b x more]))
(println "regex" (re-seq #"\d+" "a1b22c333") (str/replace "Hello World" #"o" "0"))
(let [data (edn/read-string "{:name \"rvm\" :tiers [0 1 2] :tags #{:vm :jvm} :ratio 3/4}")]
  (println "edn" (:name data) (:tiers data) (sort (:tags data)) (:ratio data)))
(print (with-out-str (pp/pprint {:tiers (vec (range 12)) :nested {:a [1 2 3] :b "text" :c {:d :e}}})))
(pp/cl-format true "~a has ~d tier~:p and ~r profilers~%" "rvm" 3 3)
(println "checksum" (reduce + (map #(hash (str %)) (range 1000))))
