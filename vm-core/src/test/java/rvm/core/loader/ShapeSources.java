package rvm.core.loader;

import java.util.List;
import java.util.Map;

/**
 * Guest sources that exercise every part of a class's reflective shape: generics, annotations
 * with defaults and on parameters, type annotations, constants, records, sealed types, enums,
 * nests of inner, local and anonymous classes, lambdas and bridges.
 */
final class ShapeSources {

    /** Every class the sources declare, by binary name. */
    static final List<String> CLASSES = List.of("shape.Tag", "shape.Widget", "shape.Widget$Inner",
            "shape.Widget$Nested", "shape.Widget$Callback", "shape.Widget$1", "shape.Widget$1Local",
            "shape.Shape", "shape.Circle", "shape.Square", "shape.Color", "shape.Color$1", "shape.Base");

    static final Map<String, String> SOURCES = Map.of(
            "shape/Tag.java", """
                    package shape;
                    import java.lang.annotation.*;
                    @Retention(RetentionPolicy.RUNTIME)
                    @Target({ElementType.TYPE, ElementType.METHOD, ElementType.FIELD, ElementType.PARAMETER,
                            ElementType.CONSTRUCTOR, ElementType.RECORD_COMPONENT, ElementType.TYPE_USE})
                    @Documented
                    public @interface Tag {
                        String value() default "none";
                        int[] numbers() default {1, 2};
                        Class<?> type() default Object.class;
                        ElementType kind() default ElementType.TYPE;
                        Retention meta() default @Retention(RetentionPolicy.CLASS);
                    }
                    """,
            "shape/Base.java", """
                    package shape;
                    public abstract class Base<E> extends java.util.AbstractList<E> {
                        protected abstract E first();
                        static native void nativeMethod(long handle);
                    }
                    """,
            "shape/Widget.java", """
                    package shape;
                    import java.io.IOException;
                    import java.util.*;
                    @Tag(value = "widget", numbers = {7}, kind = java.lang.annotation.ElementType.FIELD)
                    public class Widget<T extends Comparable<T>> extends Base<T>
                            implements java.io.Serializable, Comparable<Widget<T>> {
                        private static final long serialVersionUID = 7L;
                        public static final int ANSWER = 42;
                        public static final String GREETING = "hello";
                        static final double HALF = 0.5;
                        static final char LETTER = 'x';
                        static final boolean YES = true;
                        protected transient volatile List<? super T> items;
                        private final T head;
                        @Tag(value = "field", numbers = {3}) public Map<String, List<T>> index;
                        public @Tag("use") String typed;
                        private int secret;

                        @Tag("ctor")
                        public Widget(@Tag("arg") T head, final int... rest) throws IOException {
                            this.head = head;
                        }
                        protected Widget() throws IOException { this(null); }

                        @Override public T get(int i) { return head; }
                        @Override public int size() { return 1; }
                        @Override protected T first() { return head; }
                        @Tag(value = "method", type = String.class)
                        public synchronized <R extends Number & Comparable<R>> R convert(@Tag("in") T in,
                                final List<? extends R> out, @Deprecated long[][] grid)
                                throws IOException, IllegalStateException {
                            return null;
                        }
                        public int compareTo(Widget<T> o) { return 0; }
                        public @Tag("ret") String name() { return "w"; }
                        @Deprecated(since = "1", forRemoval = true) static void old() { }
                        strictfp double strict(double d) { return d; }
                        private static <X> X[] same(X[] xs) { return xs; }

                        public class Inner { int x; int read() { return secret; } }
                        public static class Nested { }
                        interface Callback {
                            void call(String s);
                            default int two() { return 2; }
                            static Callback none() { return s -> { }; }
                        }
                        Runnable anon() { return new Runnable() { public void run() { secret++; } }; }
                        Object local(int captured) {
                            class Local { int get() { return captured; } }
                            return new Local();
                        }
                        Runnable lambda() { return () -> secret++; }
                        int accessInner() { return new Inner().x; }
                    }
                    """,
            "shape/Shape.java", """
                    package shape;
                    public sealed interface Shape permits Circle, Square {
                        double area();
                    }
                    """,
            "shape/Circle.java", """
                    package shape;
                    public record Circle(@Tag("r") double radius, java.util.List<String> labels) implements Shape {
                        public Circle {
                            if (radius < 0) {
                                throw new IllegalArgumentException("negative radius");
                            }
                        }
                        public double area() { return radius * radius * 3; }
                    }
                    """,
            "shape/Square.java", """
                    package shape;
                    public non-sealed class Square implements Shape {
                        public double area() { return 1; }
                    }
                    """,
            "shape/Color.java", """
                    package shape;
                    public enum Color {
                        RED, GREEN { @Override String code() { return "g"; } };
                        String code() { return name(); }
                    }
                    """);

    private ShapeSources() {
    }
}
